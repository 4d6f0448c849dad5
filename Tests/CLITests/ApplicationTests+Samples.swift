import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

extension ApplicationTests {
  @Test("Shows a profile, and keeps an edit of it, so the next run shows it")
  func profile() async {
    let (code, output) = await run("profile", "--user", "2")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Tomás Ferreira (@tomas)\n"))
    let (saved, savedOutput) = await run(
      "edit-profile", "--user", "4", "--email", "jonas@new.example")
    #expect(saved == .success)
    #expect(savedOutput.stdout.hasPrefix("Saved.\n"))
    let (_, shown) = await run("profile", "--user", "4")
    #expect(shown.stdout.contains("jonas@new.example"))
  }

  @Test("Prints the contract's JSON for a page of articles, and syncs every article")
  func articles() async throws {
    let (code, output) = await run("articles", "--page", "2", "--per-page", "20", "--json")
    #expect(code == .success)
    let json = try json(output)
    #expect(json["totalCount"] as? Int == 50)
    #expect(
      (json["articles"] as? [[String: Any]])?.map { $0["id"] as? Int } == (21...40).map { $0 })
    let (_, synced) = await run("sync")
    #expect(synced.stdout.hasPrefix("Synced 50 articles"))
    let (_, offline) = await run("articles", "--offline", "--page", "5", "--per-page", "7")
    #expect(offline.stdout.hasPrefix("Articles 29–35 of 50 · page 5 of 8"))
  }

  // The exemplar's articles, which the sandbox serves with the samples.

  @Test("Shows a page from the sandbox and says which backend answered")
  func show() async {
    let (code, output) = await run("articles")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Articles 1–10 of "))
    #expect(
      output.stderr == "Backend: embedded sandbox (no network; data in \(dataDirectory.path))\n")
  }

  @Test("Offline before any sync: exit 69 and the hint to sync")
  func offlineWithNothingStored() async {
    let (code, output) = await run("articles", "--offline")
    #expect(code == .unavailable)
    #expect(
      output.stderr.contains(
        "Error: Nothing is stored for articles page 1.\nRun 'strata sync' while online to store a copy, then try again.\n"
      ))
  }

  @Test("Read, then read offline with a note saying when it was stored")
  func readThenOffline() async throws {
    _ = await run("articles")
    let (code, output) = await run("articles", "--offline", "--per-page", "2")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Articles 1–2 of "))
    #expect(output.stderr.contains("Offline: showing the copy stored"))
    #expect(output.stderr.contains("Backend: none, offline"))
  }

  @Test(
    "A data directory that cannot be written: the live result still prints, then exit 74 naming the path"
  )
  func unwritableDataDirectory() async throws {
    let blocker = home.appending("blocker")
    try Data().write(to: blocker)
    let (code, output) = await run("articles", environment: ["STRATA_DATA_DIR": blocker.path])
    #expect(code == .ioError)
    #expect(output.stdout.hasPrefix("Articles 1–10"))
    #expect(
      output.stderr.contains(
        "Warning: this result was not kept for offline use. The local store failed at \(blocker.path): the system said \"Not a directory\"."
      ))
  }

  @Test("--verbose logs each request, with secrets redacted")
  func verbose() async {
    let (code, output) = await run(
      "articles", "--verbose", environment: ["STRATA_API_TOKEN": "tok-123456"])
    #expect(code == .success)
    #expect(output.stderr.contains("→ GET https://sandbox.strata.invalid/posts?_page=1&_limit=10"))
    #expect(output.stderr.contains("  Authorization: <redacted>"))
    #expect(!output.stderr.contains("tok-123456"))
  }

  @Test("--json marks a stored copy with storedAt, and a live answer without it")
  func jsonStoredAt() async throws {
    let (_, live) = await run("articles", "--json")
    #expect(!live.stdout.contains("storedAt"))
    let (code, stored) = await run("articles", "--json", "--offline")
    #expect(code == .success)
    let json = try json(stored)
    #expect(json["storedAt"] is String)
    #expect((json["articles"] as? [[String: Any]])?.first?["id"] as? Int == 1)
  }
}

import DomainMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

/// The whole program, in-process: real parsing, real wiring, the embedded sandbox and a real
/// data directory in a temporary folder; only the terminal is recorded.
@MainActor
@Suite("Application")
struct ApplicationTests {
  let strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata(now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  var home: TemporaryDirectory { strata.home }
  var dataDirectory: URL { home.appending("data") }

  func run(
    _ arguments: String..., environment: [String: String] = [:], terminal: Bool = false,
    failing: (Console.Stream, Int32)? = nil
  ) async -> (ExitCode, RecordingConsole) {
    await strata.run(arguments, environment: environment, terminal: terminal, failing: failing)
  }

  @Test("Shows a profile from the sandbox and says which backend answered")
  func profile() async {
    let (code, output) = await run("profile", "--user", "2")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Tomás Ferreira (@tomas)\n"))
    #expect(
      output.stderr == "Backend: embedded sandbox (no network; data in \(dataDirectory.path))\n")
  }

  @Test("Prints the contract's JSON for a page of articles")
  func articlesJSON() async throws {
    let (code, output) = await run("articles", "--page", "2", "--per-page", "20", "--json")
    #expect(code == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(json["page"] as? Int == 2)
    #expect(json["perPage"] as? Int == 20)
    #expect(json["totalCount"] as? Int == 50)
    #expect(
      (json["articles"] as? [[String: Any]])?.map { $0["id"] as? Int } == (21...40).map { $0 })
  }

  @Test("Keeps an edit, so the next run shows it")
  func editThenShow() async {
    let (saved, savedOutput) = await run(
      "edit-profile", "--user", "4", "--email", "jonas@new.example")
    #expect(saved == .success)
    #expect(savedOutput.stdout.hasPrefix("Saved.\n"))
    let (_, shown) = await run("profile", "--user", "4")
    #expect(shown.stdout.contains("jonas@new.example"))
  }

  @Test("Refuses an invalid edit with exit 64 and stores nothing")
  func invalidEdit() async {
    let (code, output) = await run("edit-profile", "--email", "not-an-email")
    #expect(code == .usage)
    #expect(
      output.stderr.contains(
        "Error: The email address must look like name@example.com.\nSee 'strata edit-profile --help'.\n"
      ))
    #expect(
      !FileManager.default.fileExists(
        atPath: dataDirectory.appendingPathComponent("sandbox/users.json").path))
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

  @Test("Sync, then read offline with a note saying when it was stored")
  func syncThenOffline() async throws {
    let (synced, syncOutput) = await run("sync")
    #expect(synced == .success)
    #expect(syncOutput.stdout == "Synced 50 articles (50 new) and the profile of Amara Okafor.\n")

    let (code, output) = await run("articles", "--offline", "--page", "5", "--per-page", "7")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Articles 29–35 of 50 · page 5 of 8"))
    #expect(output.stderr.contains("Offline: showing the copy stored"))
    #expect(output.stderr.contains("Backend: none, offline"))
  }

  @Test("On a terminal, a sync redraws one progress line")
  func syncProgressOnTerminal() async {
    let (code, output) = await run("sync", terminal: true)
    #expect(code == .success)
    #expect(output.stderr.contains("\r\u{1B}[2KSyncing articles 1/1 pages"))
    #expect(output.stderr.hasSuffix("\n"))
  }

  @Test(
    "A data directory that cannot be written: the live result still prints, then exit 74 naming the path"
  )
  func unwritableDataDirectory() async throws {
    let blocker = home.appending("blocker")
    try Data().write(to: blocker)
    let (code, output) = await run("profile", environment: ["STRATA_DATA_DIR": blocker.path])
    #expect(code == .ioError)
    #expect(output.stdout.hasPrefix("Amara Okafor (@amara)"))
    #expect(
      output.stderr.contains(
        "Warning: this result was not kept for offline use. The local store failed at \(blocker.path): the system said \"Not a directory\"."
      ))
  }

  @Test("A corrupted stored copy is ignored and reported, never a crash")
  func corruptedStore() async throws {
    _ = await run("profile")
    let file = dataDirectory.appendingPathComponent("cache/sandbox/user-1.json")
    try Data("{\"schemaVersion\": 2, \"storedAt\": \"tru".utf8).write(to: file)
    let (code, output) = await run("profile", "--offline")
    #expect(code == .unavailable)
    #expect(output.stderr.contains("could not be used (the file is corrupted) and was ignored"))
  }

  @Test("Prints help and the version with exit 0")
  func helpAndVersion() async {
    let (helpCode, help) = await run("--help")
    #expect(helpCode == .success)
    #expect(help.stdout.hasPrefix("strata: a layered Swift app"))
    let (versionCode, version) = await run("--version")
    #expect(versionCode == .success)
    #expect(version.stdout == "strata \(Version.current)\n")
  }

  @Test("A usage error says what is wrong and where to look, and wires nothing")
  func usageError() async {
    let (code, output) = await run("articles", "--per-page", "0")
    #expect(code == .usage)
    #expect(
      output.stderr
        == "Error: --per-page must be a whole number from 1, not '0'.\nSee 'strata articles --help' for more information.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
  }

  @Test("--verbose logs each request, with secrets redacted")
  func verbose() async {
    let (code, output) = await run(
      "profile", "--verbose", environment: ["STRATA_API_TOKEN": "tok-123456"])
    #expect(code == .success)
    #expect(output.stderr.contains("→ GET https://sandbox.strata.invalid/users/1"))
    #expect(output.stderr.contains("  Authorization: <redacted>"))
    #expect(!output.stderr.contains("tok-123456"))
  }

  @Test("--json marks a stored copy with storedAt, and a live answer without it")
  func jsonStoredAt() async throws {
    let (_, live) = await run("profile", "--json")
    #expect(!live.stdout.contains("storedAt"))
    let (code, stored) = await run("profile", "--json", "--offline")
    #expect(code == .success)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stored.stdout.utf8)) as? [String: Any])
    #expect(json["storedAt"] is String)
    #expect(json["name"] as? String == "Amara Okafor")
  }

  @Test("Output that cannot be written ends the run with exit 74, saying so on stderr")
  func unwritableOutput() async {
    let (code, output) = await run("articles", failing: (.output, 28))  // ENOSPC
    #expect(code == .ioError)
    #expect(output.stderr.contains("Error: Could not write the output: No space left on device."))
  }

  @Test(
    "Stderr that cannot be written changes no outcome: success stays 0, a failure keeps its code")
  func unwritableErrors() async {
    let (success, _) = await run("articles", failing: (.error, 9))  // EBADF
    #expect(success == .success)
    let (failure, _) = await run("profile", "--user", "999", failing: (.error, 9))
    #expect(failure == .refused)
  }

  @Test("A reader that went away (EPIPE) ends the run with exit 74, quietly")
  func brokenPipe() async {
    let (code, output) = await run("articles", failing: (.output, 32))  // EPIPE
    #expect(code == .ioError)
    #expect(!output.stderr.contains("Could not write"))
  }

  @Test("--data-dir \"\" is refused rather than writing into the current directory")
  func emptyDataDirectory() async {
    let (code, output) = await run("profile", "--data-dir", "")
    #expect(code == .usage)
    #expect(output.stderr.contains("Error: --data-dir must not be empty."))
  }

  @Test("A token too short to redact safely is refused")
  func shortToken() async {
    let (code, output) = await run("profile", environment: ["STRATA_API_TOKEN": "ac"])
    #expect(code == .usage)
    #expect(output.stderr.contains("STRATA_API_TOKEN is too short to be a token"))
  }
}

import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

/// The whole program in-process: real parsing and wiring, the embedded sandbox and a real data
/// directory; only the terminal is recorded.
@MainActor
@Suite("Application")
struct ApplicationTests {
  let strata: InProcessStrata

  init() throws {
    var strata = try InProcessStrata(now: { Date(timeIntervalSince1970: 1_800_000_000) })
    strata.commands = { _ in CommandList.withArticles }
    self.strata = strata
  }

  var home: TemporaryDirectory { strata.home }
  var dataDirectory: URL { home.appending("data") }

  func run(
    _ arguments: String..., environment: [String: String] = [:], terminal: Bool = false,
    failing: (Console.Stream, Int32)? = nil
  ) async -> (ExitCode, RecordingConsole) {
    await strata.run(arguments, environment: environment, terminal: terminal, failing: failing)
  }

  /// The JSON printed, as an object.
  func json(_ output: RecordingConsole) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }

  @Test("Shows a page from the sandbox and says which backend answered")
  func show() async {
    let (code, output) = await run("articles")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Articles 1–10 of "))
    #expect(
      output.stderr == "Backend: embedded sandbox (no network; data in \(dataDirectory.path))\n")
  }

  @Test("Prints the contract's JSON for a page of a list")
  func listJSON() async throws {
    let (code, output) = await run("articles", "--page", "2", "--per-page", "2", "--json")
    #expect(code == .success)
    let json = try json(output)
    #expect(json["page"] as? Int == 2)
    #expect(json["perPage"] as? Int == 2)
    #expect(json["totalCount"] is Int)
    #expect((json["articles"] as? [[String: Any]])?.count == 2)
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

  @Test("Output that cannot be written ends the run with exit 74, saying so on stderr")
  func unwritableOutput() async {
    let (code, output) = await run("articles", failing: (.output, 28))  // ENOSPC
    #expect(code == .ioError)
    #expect(output.stderr.contains("Error: Could not write the output: No space left on device."))
  }

  @Test(
    "Stderr that cannot be written changes no outcome: success stays 0, a failure keeps its code")
  func unwritableErrors() async {
    let (failure, _) = await run("articles", "--offline", failing: (.error, 9))  // EBADF
    #expect(failure == .unavailable)
    let (success, _) = await run("articles", failing: (.error, 9))
    #expect(success == .success)
  }

  @Test("A reader that went away (EPIPE) ends the run with exit 74, quietly")
  func brokenPipe() async {
    let (code, output) = await run("articles", failing: (.output, 32))  // EPIPE
    #expect(code == .ioError)
    #expect(!output.stderr.contains("Could not write"))
  }

  @Test("--data-dir \"\" is refused rather than writing into the current directory")
  func emptyDataDirectory() async {
    let (code, output) = await run("sync", "--data-dir", "")
    #expect(code == .usage)
    #expect(output.stderr.contains("Error: --data-dir must not be empty."))
  }

  @Test("A token too short to redact safely is refused")
  func shortToken() async {
    let (code, output) = await run("sync", environment: ["STRATA_API_TOKEN": "ac"])
    #expect(code == .usage)
    #expect(output.stderr.contains("STRATA_API_TOKEN is too short to be a token"))
  }
}

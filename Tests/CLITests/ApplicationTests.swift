import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

/// The whole program in-process, serving `Note`, the tests' resource: real parsing and wiring, the
/// embedded sandbox and a real data directory; only the terminal is recorded.
@MainActor
@Suite("Application")
struct ApplicationTests {
  let strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata(
      served: Served(resources: [Note.self]), now: { Date(timeIntervalSince1970: 1_800_000_000) })
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

  @Test("Shows an item from the sandbox and says which backend answered")
  func show() async {
    let (code, output) = await run("note", "show", "1")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Note 1\n"))
    #expect(
      output.stderr == "Backend: embedded sandbox (no network; data in \(dataDirectory.path))\n")
  }

  @Test("Prints the contract's JSON for a page of a list")
  func listJSON() async throws {
    let (code, output) = await run(
      "notes", "--board-id", "1", "--page", "2", "--per-page", "2", "--json")
    #expect(code == .success)
    let json = try json(output)
    #expect(json["page"] as? Int == 2)
    #expect(json["perPage"] as? Int == 2)
    #expect(json["totalCount"] is Int)
    #expect((json["notes"] as? [[String: Any]])?.count == 2)
  }

  @Test("Keeps an edit, so the next run shows it")
  func editThenShow() async {
    let (saved, savedOutput) = await run("note", "edit", "1", "--title", "Renamed here")
    #expect(saved == .success)
    #expect(savedOutput.stdout.hasPrefix("Saved note 1.\n"))
    let (_, shown) = await run("note", "show", "1")
    #expect(shown.stdout.contains("Renamed here"))
    #expect(
      FileManager.default.fileExists(
        atPath: dataDirectory.appendingPathComponent("sandbox/resource-notes.json").path))
  }

  @Test("Refuses an invalid edit with exit 64 and stores nothing")
  func invalidEdit() async {
    let (code, output) = await run("note", "edit", "1", "--pinned", "maybe")
    #expect(code == .usage)
    #expect(
      output.stderr.contains(
        "Error: Pinned must be true or false.\nSee 'strata note edit --help'"))
    // The sandbox keeps what is written to it: nothing was.
    #expect(
      !FileManager.default.fileExists(
        atPath: dataDirectory.appendingPathComponent("sandbox/resource-notes.json").path))
  }

  @Test("Offline before any sync: exit 69 and the hint to sync")
  func offlineWithNothingStored() async {
    let (code, output) = await run("notes", "--board-id", "1", "--offline")
    #expect(code == .unavailable)
    #expect(
      output.stderr.contains(
        "Error: Nothing is stored for notes.\nRun the same command without --offline once to store a copy; 'strata sync' keeps it up to date.\n"
      ))
  }

  @Test("Sync, then read offline with a note saying when it was stored")
  func syncThenOffline() async throws {
    _ = await run("notes", "--board-id", "1")
    let (synced, syncOutput) = await run("sync")
    #expect(synced == .success)
    #expect(syncOutput.stdout.hasPrefix("Synced 1 list"))

    let (code, output) = await run("notes", "--board-id", "1", "--offline", "--per-page", "2")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Notes 1–2 of "))
    #expect(output.stderr.contains("Offline: showing the copy stored"))
    #expect(output.stderr.contains("Backend: none, offline"))
  }

  @Test("On a terminal, a sync redraws one progress line")
  func syncProgressOnTerminal() async {
    _ = await run("notes", "--board-id", "1")
    let (code, output) = await run("sync", terminal: true)
    #expect(code == .success)
    #expect(output.stderr.contains("\r\u{1B}[2KSyncing notes 1/1 pages"))
    #expect(output.stderr.hasSuffix("\n"))
  }

  @Test(
    "A data directory that cannot be written: the live result still prints, then exit 74 naming the path"
  )
  func unwritableDataDirectory() async throws {
    let blocker = home.appending("blocker")
    try Data().write(to: blocker)
    let (code, output) = await run(
      "note", "show", "1", environment: ["STRATA_DATA_DIR": blocker.path])
    #expect(code == .ioError)
    #expect(output.stdout.hasPrefix("Note 1"))
    #expect(
      output.stderr.contains(
        "Warning: this result was not kept for offline use. The local store failed at \(blocker.path): the system said \"Not a directory\"."
      ))
  }

  @Test("A write the server took whose copy cannot be kept: said on stderr, and exit 0, not 74")
  func writeNotKept() async throws {
    let add = ["note", "add", "--board-id", "1", "--title", "Milk", "--json"]
    let (_, first) = await strata.run(add)
    let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8))
    let made = try #require(((object as? [String: Any])?["note"] as? [String: Any])?["id"] as? Int)
    // The sandbox numbers items in turn: a folder stands where the next one's copy would go.
    let copy = dataDirectory.appendingPathComponent(
      "cache/sandbox/resource-notes-item-\(made + 1).json")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)

    let (code, output) = await strata.run(add)
    #expect(code == .success, "\(output.stderr)")
    #expect(output.stdout.contains(#""id" : \#(made + 1)"#), "\(output.stdout)")
    #expect(
      output.stderr.contains("Warning: this result was not kept for offline use."),
      "\(output.stderr)")
    let (_, outbox) = await run("outbox", "--json")
    #expect(!outbox.stdout.contains(#""id""#), "sent, so nothing waits: \(outbox.stdout)")
  }

  @Test("A corrupted stored copy is ignored and reported, never a crash")
  func corruptedStore() async throws {
    _ = await run("note", "show", "1")
    let file = dataDirectory.appendingPathComponent("cache/sandbox/resource-notes-item-1.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    try Data("{\"schemaVersion\": 2, \"storedAt\": \"tru".utf8).write(to: file)
    let (code, output) = await run("note", "show", "1", "--offline")
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
    let (code, output) = await run("notes", "--board-id", "1", "--per-page", "0")
    #expect(code == .usage)
    #expect(
      output.stderr
        == "Error: --per-page must be a whole number from 1, not '0'.\nSee 'strata notes --help' for more information.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
  }

  @Test("--verbose logs each request, with secrets redacted")
  func verbose() async {
    let (code, output) = await run(
      "note", "show", "1", "--verbose", environment: ["STRATA_API_TOKEN": "tok-123456"])
    #expect(code == .success)
    #expect(output.stderr.contains("→ GET https://sandbox.strata.invalid/notes/1"))
    #expect(output.stderr.contains("  Authorization: <redacted>"))
    #expect(!output.stderr.contains("tok-123456"))
  }

  @Test("--json marks a stored copy with storedAt, and a live answer without it")
  func jsonStoredAt() async throws {
    let (_, live) = await run("note", "show", "1", "--json")
    #expect(!live.stdout.contains("storedAt"))
    let (code, stored) = await run("note", "show", "1", "--json", "--offline")
    #expect(code == .success)
    let json = try json(stored)
    #expect(json["storedAt"] is String)
    #expect((json["note"] as? [String: Any])?["id"] as? Int == 1)
  }

  @Test("Output that cannot be written ends the run with exit 74, saying so on stderr")
  func unwritableOutput() async {
    let (code, output) = await run("notes", "--board-id", "1", failing: (.output, 28))  // ENOSPC
    #expect(code == .ioError)
    #expect(output.stderr.contains("Error: Could not write the output: No space left on device."))
  }

  @Test(
    "Stderr that cannot be written changes no outcome: success stays 0, a failure keeps its code")
  func unwritableErrors() async {
    let (success, _) = await run("notes", "--board-id", "1", failing: (.error, 9))  // EBADF
    #expect(success == .success)
    let (failure, _) = await run("note", "show", "999", failing: (.error, 9))
    #expect(failure == .refused)
  }

  @Test("A reader that went away (EPIPE) ends the run with exit 74, quietly")
  func brokenPipe() async {
    let (code, output) = await run("notes", "--board-id", "1", failing: (.output, 32))  // EPIPE
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

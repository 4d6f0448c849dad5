import DomainMocks
import Foundation
import Testing

@testable import CLI

/// The whole program, in-process: real parsing, real wiring, the embedded sandbox and a real
/// data directory in a temporary folder; only the terminal is recorded.
@MainActor
@Suite("Application")
struct ApplicationTests {
  let home: TemporaryDirectory
  var console = RecordingConsole()

  init() throws {
    home = try TemporaryDirectory()
  }

  var dataDirectory: URL { home.appending("data") }

  func run(_ arguments: String..., environment: [String: String] = [:], terminal: Bool = false)
    async -> (ExitCode, RecordingConsole)
  {
    var recording = RecordingConsole()
    recording.isTerminal = terminal
    var environment = environment
    environment["STRATA_DATA_DIR"] = environment["STRATA_DATA_DIR"] ?? dataDirectory.path
    let application = Application(
      environment: environment, homeDirectory: home.url, console: recording.console,
      now: { Date(timeIntervalSince1970: 1_800_000_000) })
    let code = await application.run(arguments)
    return (code, recording)
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
        "Error: Nothing is stored for articles page 1 (10 per page).\nRun 'strata sync' while online to store a copy, then try again.\n"
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
        "Warning: this result was not kept for offline use. The local store at \(blocker.path) failed: it is a file, not a directory."
      ))
  }

  @Test("A corrupted stored copy is ignored and reported, never a crash")
  func corruptedStore() async throws {
    _ = await run("profile")
    let file = dataDirectory.appendingPathComponent("cache/sandbox/user-1.json")
    try Data("{\"schemaVersion\": 1, \"storedAt\": \"tru".utf8).write(to: file)
    let (code, output) = await run("profile", "--offline")
    #expect(code == .unavailable)
    #expect(output.stderr.contains("was unreadable"))
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
}

/// The whole program in-process against a real HTTP server on 127.0.0.1: the transport's
/// delegate code (redirects, the size cap) runs in this process, where coverage can see it.
@MainActor
@Suite("Application against a loopback server", .tags(.loopback))
struct LoopbackApplicationTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  func run(_ arguments: [String], scenario: String) async throws -> (
    ExitCode, RecordingConsole, LoopbackServer
  ) {
    let server = try await LoopbackServer.start(scenario, in: home)
    let recording = RecordingConsole()
    let application = Application(
      environment: [
        "STRATA_DATA_DIR": home.appending("data").path, "STRATA_API_TOKEN": "in-process-token",
      ],
      homeDirectory: home.url, console: recording.console)
    let code = await application.run(arguments + ["--base-url", server.baseURL])
    return (code, recording, server)
  }

  @Test("Follows a same-origin redirect, keeping the credentials")
  func followsRedirect() async throws {
    let (code, output, server) = try await run(["profile"], scenario: "redirect-same-origin")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Loopback User 1"))
    #expect(server.requests().map(\.path) == ["/users/1", "/moved/users/1"])
    #expect(server.requests().allSatisfy { $0.authorization == "Bearer in-process-token" })
  }

  @Test("Strips the credentials from a redirect to another origin")
  func stripsCredentials() async throws {
    let (code, _, server) = try await run(["profile"], scenario: "redirect-cross-origin")
    #expect(code == .success)
    #expect(server.requests().last?.authorization == nil)
  }

  @Test("Refuses to resend a PUT on a redirect")
  func refusesPutRedirect() async throws {
    let (code, output, _) = try await run(
      ["edit-profile", "--name", "X"], scenario: "redirect-put")
    #expect(code == .dataError)
    #expect(output.stderr.contains("would lose its body"))
  }

  @Test("Stops reading a body past the size cap", arguments: ["huge", "huge-chunked"])
  func sizeCap(scenario: String) async throws {
    let (code, output, _) = try await run(["profile"], scenario: scenario)
    #expect(code == .dataError)
    #expect(output.stderr.contains("the response was larger than 4096 KiB"))
  }
}

import Domain
import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

@testable import CLI

/// `strata browse`, the whole program in-process on the embedded sandbox; the terminal is scripted.
@MainActor
@Suite("Browse command", .tags(.cliContract), .hangGuard)
struct BrowseCommandTests {
  let home: TemporaryDirectory
  let terminal = MockTerminal(size: TerminalSize(columns: 100, rows: 30))

  init() throws {
    home = try TemporaryDirectory()
  }

  /// Starts `strata arguments` on ``terminal`` (or on no terminal at all).
  func start(_ arguments: String..., interactive: Bool = true)
    -> (Task<ExitCode, Never>, RecordingConsole)
  {
    let recording = RecordingConsole()
    let application = Application(
      environment: ["STRATA_DATA_DIR": home.appending("data").path, "TERM": "xterm"],
      console: recording.console, passwordDatabaseHome: { nil },
      hasInteractiveTerminal: { _ in interactive }, served: Served(resources: [Note.self]),
      commands: scripted)
    return (Task { await application.run(arguments) }, recording)
  }

  /// The app's commands for what is `served`, `browse` drawing on ``terminal``.
  func scripted(_ served: Served) -> [CommandEntry] {
    let terminal = terminal
    return CommandList.all(served: served).map {
      $0.definition.name == "browse" ? BrowseCommand.entry { _ in terminal } : $0
    }
  }

  /// Opens board 1's notes from the home screen, answering the form that asks for the board.
  func openBoard() async throws {
    try await terminal.waitForText(" › 1   Notes (asks for Board ID)")
    terminal.press(.enter)
    terminal.type("1")
    terminal.press(.enter)
  }

  @Test("Browses the sandbox and exits 0 on q, with nothing on stdout")
  func quit() async throws {
    let (run, output) = start("browse")
    try await openBoard()
    try await terminal.waitForText("Notes · Board ID 1 · 4 of 4")
    terminal.type("q")
    #expect(await run.value == .success)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.hasPrefix("Backend: embedded sandbox"))
    #expect(terminal.restoreCount == 1)
  }

  @Test("Exits 130 on Ctrl-C, as the shell expects of an interrupted program")
  func controlC() async throws {
    let (run, _) = start("browse", "--per-page", "2")
    try await openBoard()
    try await terminal.waitForText("Notes · Board ID 1 · 2 of 4")
    terminal.press(.control("c"))
    #expect(await run.value == .interrupted)
    #expect(ExitCode.interrupted.rawValue == 130)
  }

  @Test("Exits 74 when the terminal goes away")
  func terminalClosed() async throws {
    let (run, output) = start("browse")
    try await openBoard()
    try await terminal.waitForText("Notes · Board ID 1 · 4 of 4")
    terminal.close()
    #expect(await run.value == .ioError)
    #expect(output.stderr.contains("Error: The terminal was closed."))
  }

  @Test("Offline with nothing stored: the app says so, and how to store a copy")
  func offlineNothingStored() async throws {
    let (run, _) = start("browse", "--offline")
    try await openBoard()
    try await terminal.waitForText("Nothing is stored for notes.")
    terminal.type("q")
    #expect(await run.value == .success)
  }

  @Test(
    "Refuses, with exit 64 and one sentence, what browse cannot do",
    arguments: [
      (["browse", "--json"], "browse is interactive; --json is not available for it."),
      (
        ["browse", "--verbose"],
        "browse draws on the whole terminal, so --verbose has nowhere to write"
      ),
      (["browse", "--trace"], "--trace has nowhere to write"),
      (["browse", "--per-page", "0"], "--per-page must be"),
      (["browse", "--per-page", "101"], "--per-page must be from 1 to 100."),
    ])
  func refuses(arguments: [String], message: String) async throws {
    // No keys will come: should browse start where it must refuse, it ends at once, and the
    // test fails in a second instead of waiting for keys until the hang guard.
    terminal.close()
    let recording = RecordingConsole()
    let application = Application(
      environment: ["STRATA_DATA_DIR": home.appending("data").path], console: recording.console,
      passwordDatabaseHome: { nil }, hasInteractiveTerminal: { _ in true }, commands: scripted)
    #expect(await application.run(arguments) == .usage)
    #expect(recording.stderr.contains(message))
    #expect(!terminal.isTakenOver && terminal.writes.isEmpty)
  }

  @Test("Without an interactive terminal: exit 64, one sentence, and nothing wired or sent")
  func noTerminal() async throws {
    let (run, output) = start("browse", interactive: false)
    #expect(await run.value == .usage)
    #expect(
      output.stderr.hasPrefix(
        "Error: strata browse needs an interactive terminal: standard input and output must be "
          + "a terminal, and TERM must be set and not 'dumb'.\n"))
    #expect(!output.stderr.contains("Backend:"))
  }
}

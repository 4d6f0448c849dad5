import DomainMocks
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata browse` on a real pseudo-terminal (tmux), typed into as a person types, for the
/// sandbox and for the loopback server. Every run checks the exit code and that `stty -g` after
/// it is what it was before: raw mode, echo, the cursor and the alternate screen all given back.
@Suite(
  "End to end: browse", .tags(.endToEnd), .hangGuard,
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed; .ci/run installs it"))
struct BrowseEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// Waits for the program to exit, and checks its code and that the terminal is as it was.
  func expectExit(
    _ session: TmuxSession, code: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let ending = try await session.waitForExit()
    #expect(ending.exitCode == code, sourceLocation: sourceLocation)
    #expect(ending.terminalRestored, "stty -g changed", sourceLocation: sourceLocation)
  }

  @Test(
    "A tour of the sandbox: list, more pages, an article, a lone Esc, profile, form, sync, keys")
  func tour() async throws {
    let session = try await TmuxSession.start(["browse"], home: home)
    try await session.waitFor("Articles · 10 of 50")
    for _ in 1...10 { try await session.type("j") }
    try await session.waitFor(" › 11   ")
    try await session.waitFor("Articles · 20 of 50")
    try await session.press("Enter")
    try await session.waitFor("Strata · Article 11")
    // A lone Escape: nothing follows it, and it must not wait for a sequence for ever.
    try await session.press("Escape")
    try await session.waitFor("Articles · 20 of 50")
    try await session.type("p")
    try await session.waitFor("Amara Okafor")
    try await session.type("e")
    try await session.waitFor(" › Name")
    try await session.press("Tab", "C-u")
    try await session.type("not-an-email")
    try await session.waitFor("The email address must look like name@example.com.")
    try await session.press("Escape")
    try await session.waitFor("e edit")
    try await session.press("Escape")
    try await session.type("s")
    try await session.waitFor("Synced 50 articles")
    try await session.press("Escape")
    try await session.type("?")
    try await session.waitFor("show these keys")
    try await session.type("q")
    try await expectExit(session)
    // The alternate screen is gone: the shell's screen is back, with the backend line.
    let screen = try await session.screen()
    #expect(screen.contains { $0.hasPrefix("Backend: embedded sandbox") })
    #expect(!screen.contains { $0.contains("Strata ·") })
  }

  @Test("Ctrl-C exits 130 and restores the terminal")
  func controlC() async throws {
    let session = try await TmuxSession.start(["browse"], home: home)
    try await session.waitFor("Articles · 10 of 50")
    try await session.press("C-c")
    try await expectExit(session, code: 130)
  }

  @Test("SIGTERM exits 143 and restores the terminal")
  func terminate() async throws {
    let session = try await TmuxSession.start(["browse"], home: home)
    try await session.waitFor("Articles · 10 of 50")
    kill(try await session.programID(), SIGTERM)
    try await expectExit(session, code: 143)
  }

  @Test(
    "Suspended (Ctrl-Z, or SIGTSTP from outside), it gives the terminal back; continued, it takes it over and draws everything",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads /proc"),
    arguments: ["Ctrl-Z", "SIGTSTP"])
  func suspend(how: String) async throws {
    let session = try await TmuxSession.start(["browse"], home: home)
    try await session.waitFor("Articles · 10 of 50")
    let program = try await session.programID()
    if how == "Ctrl-Z" {
      try await session.press("C-z")
    } else {
      kill(program, SIGTSTP)
    }
    try await session.waitUntilStopped(program)
    // The shell's screen, as the shell left it, and its settings: cooked mode, echo, the cursor.
    try await session.waitUntilGone("Strata ·")
    #expect(try await session.terminalSettings() == session.settingsBefore())

    kill(program, SIGCONT)
    try await session.waitFor("Articles · 10 of 50")
    // Raw mode again: a key acts at once, with no Enter after it.
    try await session.type("j")
    try await session.waitFor(" ›  2   Protocols")
    try await session.type("q")
    try await expectExit(session)
  }

  @Test("Resizing redraws at the new size, and below 40×12 asks for a larger window")
  func resize() async throws {
    let session = try await TmuxSession.start(["browse"], columns: 100, rows: 30, home: home)
    try await session.waitFor("Articles · 10 of 50")
    try await session.resize(columns: 30, rows: 10)
    try await session.waitFor("Make the window larger")
    try await session.resize(columns: 120, rows: 40)
    let screen = try await session.waitFor("p profile · s sync · r reload")
    #expect(screen.contains { $0.contains("   10   Sync writes last") })
    try await session.type("q")
    try await expectExit(session)
  }

  @Test("Without an interactive terminal, or with TERM=dumb: exit 64 and one sentence")
  func notInteractive() async throws {
    let piped = try await StrataBinary.run(["browse"], home: home, environment: ["TERM": "xterm"])
    #expect(piped.exitCode == 64)
    #expect(piped.stderr.hasPrefix("Error: strata browse needs an interactive terminal"))
    #expect(piped.stdout.isEmpty)

    let session = try await TmuxSession.start(["browse"], home: home, environment: ["TERM": "dumb"])
    try await session.waitFor("needs an interactive terminal")
    try await expectExit(session, code: 64)
  }

  @Test(
    "Against a failing server: the error's sentence, r retries, and q exits 0", .tags(.loopback))
  func failingServer() async throws {
    let server = try await LoopbackServer.start("always-500", in: home)
    let session = try await TmuxSession.start(["browse", "--base-url", server.baseURL], home: home)
    try await session.waitFor("The server is unavailable: the server answered HTTP 500.")
    try await session.waitFor("Press r to try again.")
    let attempts = server.requests().count
    try await session.type("r")
    // The reload shows "Loading articles…" for as long as its three attempts take; rather than
    // race a loaded machine to see it, wait for the server to have had them all.
    let deadline = ContinuousClock.now + TmuxSession.hangGuard
    while server.requests().count < attempts * 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(server.requests().count == attempts * 2)
    try await session.waitFor("Press r to try again.")
    try await session.type("q")
    try await expectExit(session)
  }

  @Test(
    "When the server fails after a first answer, the stored copy shows with a banner",
    .tags(.loopback))
  func storedCopyBanner() async throws {
    let server = try await LoopbackServer.start("always-500", healthy: 1, in: home)
    let session = try await TmuxSession.start(["browse", "--base-url", server.baseURL], home: home)
    try await session.waitFor("Articles · 10 of 47")
    try await session.type("r")
    try await session.waitFor("Stored copy from just now: the server could not be reached.")
    try await session.waitFor("Articles · 10 of 47")
    try await session.type("q")
    try await expectExit(session)
  }

  @Test("Escape sequences in the server's text reach the screen as symbols", .tags(.loopback))
  func hostileText() async throws {
    let server = try await LoopbackServer.start("escapes", in: home)
    let session = try await TmuxSession.start(["browse", "--base-url", server.baseURL], home: home)
    let screen = try await session.waitFor("Articles · 10 of 47")
    #expect(screen.joined().contains("␛"))
    try await session.press("Enter")
    try await session.waitFor("Strata · Article 1")
    try await session.type("q")
    try await expectExit(session)
  }
}

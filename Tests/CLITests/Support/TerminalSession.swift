import Foundation
import Synchronization
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real pseudo-terminal, driven as a person drives one: `strata` runs on its far end as the
/// leader of a session whose controlling terminal it is, keys are typed into its near end, and
/// what it draws is read back through a ``TerminalScreen``.
///
/// The terminal's settings are read before the program starts and after it ends, so a test can
/// check it was given back as it was found. The waits here are the one place the tests sleep
/// (polling the terminal every 20 ms) until the screen shows what they wait for or the program
/// has exited.
final class TerminalSession: Sendable {
  /// A program that ran, and what became of the terminal.
  struct Ending: Sendable {
    /// Its exit code.
    var exitCode: Int32
    /// Whether the terminal's settings after the run are what they were before.
    var terminalRestored: Bool
  }

  private let program: pid_t
  /// The near end, which this process reads and writes.
  private let near: Int32
  /// The far end, kept open here so the terminal outlives the program and can be read after it.
  private let far: Int32
  private let before: String
  /// What the reading and waiting threads share with the session; they hold it, not the session,
  /// so the session ends when the test lets go of it.
  private let shared: Shared

  private final class Shared: Sendable {
    let state: Mutex<State>

    init(_ screen: TerminalScreen) {
      state = Mutex(State(screen: screen))
    }
  }

  private struct State {
    var screen: TerminalScreen
    /// How the program ended, once everything it wrote has been read.
    var exit: Int32?
    /// How the program ended, before what it wrote last has been read.
    var pendingExit: Int32?
    var closed = false
  }

  /// What this session writes on the far end once the program has exited: it comes after all
  /// the program wrote, so once it is read, so is that. (An OSC sequence: the screen drops it.)
  private static let ended = Array("\u{1B}]strata-session-ended\u{07}".utf8)

  /// Starts `strata arguments` on a terminal of `columns` × `rows`, with `environment` added to
  /// a clean one (`TERM=screen-256color`, a `PATH`, `HOME` and data directory in `home`).
  static func start(
    _ arguments: [String], columns: Int = 100, rows: Int = 30, home: TemporaryDirectory,
    environment extra: [String: String] = [:]
  ) async throws -> TerminalSession {
    let binary = try #require(StrataBinary.url, "Build the package first: no `strata` found.")
    var (opened, far): (Int32, Int32) = (-1, -1)
    try #require(openpty(&opened, &far, nil, nil, nil) == 0, "no pseudo-terminal")
    let near = opened
    for end in [near, far] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let path = String(cString: try #require(ttyname(far), "the far end has no name"))
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(near, UInt(TIOCSWINSZ), &size)
    let before = settings(of: far)

    var environment = StrataBinary.environment(home: home.url, extra: ["TERM": "screen-256color"])
    environment.merge(extra) { _, new in new }
    // Opened after the new session begins, and without O_NOCTTY: it becomes the controlling
    // terminal, so Ctrl-Z and a resize reach the program as they reach it in a window.
    let pid = try spawn(binary.path, arguments, environment: environment, newSession: true) {
      posix_spawn_file_actions_addopen(&$0, 0, path, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&$0, 0, 1)
      posix_spawn_file_actions_adddup2(&$0, 0, 2)
    }
    let shared = Shared(TerminalScreen(columns: columns, rows: rows))
    Thread { Self.read(near, into: shared) }.start()
    let marker = dup(far)
    Thread { Self.wait(for: pid, thenWriteTo: marker, into: shared) }.start()
    return TerminalSession(program: pid, near: near, far: far, before: before, shared: shared)
  }

  private init(program: pid_t, near: Int32, far: Int32, before: String, shared: Shared) {
    self.program = program
    self.near = near
    self.far = far
    self.before = before
    self.shared = shared
  }

  deinit {
    kill(program, SIGKILL)
    shared.state.withLock { $0.closed = true }
    close(far)
    // The near end is closed by the reader, which may be inside `poll` on it now.
  }

  /// The program's process id.
  func programID() async throws -> Int32 { program }

  /// Types `text`, as it is.
  func type(_ text: String) async throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(near, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      try #require(written > 0, "the terminal refused what was typed")
      bytes = bytes.dropFirst(written)
    }
  }

  /// Presses keys by their usual names: `Escape`, `Enter`, `Tab`, `BSpace`, `Up`, `Down`, `Left`,
  /// `Right`, and `C-` with a letter.
  func press(_ keys: String...) async throws {
    for key in keys {
      let named = [
        "Escape": "\u{1B}", "Enter": "\r", "Tab": "\t", "BSpace": "\u{7F}", "Up": "\u{1B}[A",
        "Down": "\u{1B}[B", "Right": "\u{1B}[C", "Left": "\u{1B}[D",
      ]
      if let text = named[key] {
        try await type(text)
      } else if key.hasPrefix("C-"), let letter = key.last?.asciiValue, key.count == 3 {
        try await type(String(UnicodeScalar(letter & 0x1F)))
      } else {
        Issue.record("no key is called \(key)")
      }
    }
  }

  /// Resizes the terminal, as dragging a window's corner would: the program gets `SIGWINCH`.
  func resize(columns: Int, rows: Int) async throws {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    shared.state.withLock { $0.screen.resize(columns: columns, rows: rows) }
    _ = ioctl(near, UInt(TIOCSWINSZ), &size)
  }

  /// The screen now, one string per row.
  func screen() async throws -> [String] {
    shared.state.withLock { $0.screen.lines }
  }

  /// The terminal's settings now, to compare with those before the program started.
  func terminalSettings() async throws -> String {
    Self.settings(of: far)
  }

  /// The terminal's settings before the program started.
  func settingsBefore() throws -> String {
    before
  }

  /// Waits until process `id` is stopped (`T` in `/proc/<id>/stat`), as Ctrl-Z leaves it.
  func waitUntilStopped(_ id: Int32) async throws {
    let deadline = ContinuousClock.now + Self.hangGuard
    while ContinuousClock.now < deadline {
      let stat = try String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8)
      // The state follows the command's name, which is in parentheses and may hold spaces.
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("process \(id) never stopped")
    throw NeverAppeared()
  }

  /// How long a wait may last before it counts as a hang. Not a measure of speed: the screen a
  /// test waits for either comes, however slowly a loaded machine draws it, or it never will, and
  /// a program that has exited is noticed at once (see ``waitFor(_:)``).
  static let hangGuard = Duration.seconds(300)

  /// Waits until some row of the screen contains `text`, and returns the screen.
  ///
  /// A screen that cannot come fails the test at once: once the program has exited, nothing
  /// will draw it, so the wait ends there rather than at ``hangGuard``.
  @discardableResult
  func waitFor(_ text: String) async throws -> [String] {
    try await waitUntil("'\(text)' never appeared", endsOnExit: true) {
      $0.contains { $0.contains(text) }
    }
  }

  /// Waits until no row of the screen contains `text` (a screen left), and returns the screen.
  @discardableResult
  func waitUntilGone(_ text: String) async throws -> [String] {
    try await waitUntil("'\(text)' never went away", endsOnExit: false) {
      !$0.contains { $0.contains(text) }
    }
  }

  /// Reads the screen every 20 ms until `done` holds for it, and returns it; records `failure`
  /// and throws when ``hangGuard`` passes first, or the program exits (if `endsOnExit`).
  private func waitUntil(
    _ failure: String, endsOnExit: Bool, _ done: ([String]) -> Bool
  ) async throws -> [String] {
    let deadline = ContinuousClock.now + Self.hangGuard
    var last: [String] = []
    while ContinuousClock.now < deadline {
      // Once it has exited, everything it wrote is on the screen already (see ``ended``).
      let (lines, exited) = shared.state.withLock { ($0.screen.lines, $0.exit != nil) }
      last = lines
      if done(last) { return last }
      if endsOnExit && exited { break }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("\(failure). The screen:\n\(last.joined(separator: "\n"))")
    throw NeverAppeared()
  }

  /// Waits for the program to exit, and reports how it left the terminal.
  func waitForExit() async throws -> Ending {
    let deadline = ContinuousClock.now + Self.hangGuard
    while ContinuousClock.now < deadline {
      if let code = shared.state.withLock({ $0.exit }) {
        return Ending(exitCode: code, terminalRestored: Self.settings(of: far) == before)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record(
      "the program never exited. The screen:\n\(try await screen().joined(separator: "\n"))")
    throw NeverAppeared()
  }

  /// The screen a test waited for never appeared.
  struct NeverAppeared: Error {}

  /// Feeds what the program draws on `near` into the screen, until the session ends; when
  /// ``ended`` comes, records the exit status that came before it.
  private static func read(_ near: Int32, into shared: Shared) {
    defer { close(near) }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var recent: [UInt8] = []
    while !shared.state.withLock({ $0.closed }) {
      var descriptor = pollfd(fd: near, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(near, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      let bytes = Array(buffer[..<count])
      recent = Array((recent + bytes).suffix(ended.count + count))
      let done = recent.firstRange(of: ended) != nil
      shared.state.withLock { state in
        state.screen.write(bytes)
        if done { state.exit = state.pendingExit }
      }
    }
  }

  /// Waits for the program to exit, then writes ``ended`` on `marker`, a copy of the far end.
  private static func wait(for program: pid_t, thenWriteTo marker: Int32, into shared: Shared) {
    var status: Int32 = 0
    while waitpid(program, &status, 0) == -1 && errno == EINTR {}
    let signal = status & 0x7f
    let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    shared.state.withLock { $0.pendingExit = code }
    _ = ended.withUnsafeBytes { write(marker, $0.baseAddress, $0.count) }
    close(marker)
  }

  /// The settings of the terminal `descriptor` is open on, as text: its modes and control
  /// characters, as `stty -g` shows them.
  private static func settings(of descriptor: Int32) -> String {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return "unreadable: \(errno)" }
    let characters = withUnsafeBytes(of: modes.c_cc) { $0.map { String($0, radix: 16) } }
    return [modes.c_iflag, modes.c_oflag, modes.c_cflag, modes.c_lflag]
      .map { String($0, radix: 16) }.joined(separator: ":") + ":"
      + characters.joined(separator: ":")
  }
}

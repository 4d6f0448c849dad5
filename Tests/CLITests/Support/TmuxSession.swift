import Foundation
import TestSupport
import Testing

@testable import CLI

/// A real pseudo-terminal, driven as a person drives one: tmux runs `strata` in a window of a
/// given size, `send-keys` types, `capture-pane -p` reads the screen back.
///
/// The program runs inside a small shell script that records `stty -g` before and after it and
/// its exit code, then keeps the pane open, so a test can check that the terminal was given back
/// exactly as it was found and read what is left on the screen.
///
/// Reading a real terminal means polling it: the waits here are the one place the tests sleep,
/// 50 ms at a time, until the screen shows what the test waits for or the program has exited.
final class TmuxSession: Sendable {
  /// Where tmux is, when it is installed (`.ci/run` installs it).
  static let executable: String? = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// A program that ran, and what became of the terminal.
  struct Ending: Sendable {
    /// Its exit code.
    var exitCode: Int32
    /// Whether `stty -g` after the run is what it was before.
    var terminalRestored: Bool
  }

  private let socket = "strata-test-\(UUID().uuidString)"
  private let directory: URL

  private init(directory: URL) {
    self.directory = directory
  }

  /// Starts `strata arguments` in a `columns`×`rows` window, with `environment` added to a clean
  /// one (`TERM=screen-256color`, a `PATH`, `HOME` and data directory in `home`).
  static func start(
    _ arguments: [String], columns: Int = 100, rows: Int = 30, home: TemporaryDirectory,
    environment extra: [String: String] = [:]
  ) async throws -> TmuxSession {
    let binary = try #require(StrataBinary.url, "Build the package first: no `strata` found.")
    let session = TmuxSession(directory: home.url)
    let script = home.appending("run-\(UUID().uuidString).sh")
    try """
    #!/bin/sh
    stty -g > "$RECORD.stty-before"
    "$@"
    echo $? > "$RECORD.code"
    stty -g > "$RECORD.stty-after"
    echo "\(exited)"
    exec cat > /dev/null
    """.write(to: script, atomically: true, encoding: .utf8)
    var environment = StrataBinary.environment(home: home.url, extra: ["TERM": "screen-256color"])
    environment.merge(extra) { _, new in new }
    environment["RECORD"] = home.appending("session").path
    let assignments = environment.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(quoted($0.value))"
    }
    let command =
      (["env", "-i"] + assignments + ["/bin/sh", quoted(script.path), quoted(binary.path)]
      + arguments.map(quoted)).joined(separator: " ")
    try await session.tmux(
      "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), command)
    return session
  }

  deinit {
    // Stops the server and whatever still runs in it, even when a test failed half-way.
    if let child = try? ChildProcess(
      Self.executable ?? "tmux", ["-L", socket, "kill-server"], environment: Self.environment,
      directory: directory)
    {
      Task.detached { _ = await child.wait() }
    }
  }

  /// Types `text`, character by character, as it is.
  func type(_ text: String) async throws {
    try await tmux("send-keys", "-t", "main", "-l", text)
  }

  /// Presses keys by tmux's names: `Escape`, `Enter`, `Down`, `C-c`, `Tab`, `BSpace`.
  func press(_ keys: String...) async throws {
    for key in keys { try await tmux("send-keys", "-t", "main", key) }
  }

  /// Resizes the window, as dragging its corner would (the program gets `SIGWINCH`).
  func resize(columns: Int, rows: Int) async throws {
    try await tmux("resize-window", "-t", "main", "-x", String(columns), "-y", String(rows))
  }

  /// The screen now, one string per row.
  func screen() async throws -> [String] {
    try await tmux("capture-pane", "-p", "-t", "main").components(separatedBy: "\n")
  }

  /// The process id of the program (the script's child).
  func programID() async throws -> Int32 {
    let shell = try await tmux("display-message", "-p", "-t", "main", "#{pane_pid}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return try #require(children.split(separator: " ").first.flatMap { Int32($0) })
  }

  /// The pane's terminal settings now (`stty -g`), to compare with those the script recorded
  /// before the program started (``settingsBefore()``).
  func terminalSettings() async throws -> String {
    let tty = try await tmux("display-message", "-p", "-t", "main", "#{pane_tty}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let child = try ChildProcess(
      "/bin/sh", ["-c", "stty -g < \"$0\"", tty], environment: Self.environment,
      directory: directory)
    return await child.wait().stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane's terminal settings as the script found them, before the program started.
  func settingsBefore() throws -> String {
    try String(
      contentsOfFile: directory.appendingPathComponent("session").path + ".stty-before",
      encoding: .utf8
    ).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until process `id` is stopped (`T` in `/proc/<id>/stat`), as Ctrl-Z leaves it.
  func waitUntilStopped(_ id: Int32) async throws {
    let deadline = ContinuousClock.now + Self.hangGuard
    while ContinuousClock.now < deadline {
      let stat = try String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8)
      // The state follows the command's name, which is in parentheses and may hold spaces.
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return }
      try await Task.sleep(for: .milliseconds(50))
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

  /// Reads the screen every 50 ms until `done` holds for it, and returns it; records `failure`
  /// and throws when ``hangGuard`` passes first, or the program exits (if `endsOnExit`).
  private func waitUntil(
    _ failure: String, endsOnExit: Bool, _ done: ([String]) -> Bool
  ) async throws -> [String] {
    let deadline = ContinuousClock.now + Self.hangGuard
    var last: [String] = []
    while ContinuousClock.now < deadline {
      last = try await screen()
      if done(last) { return last }
      if endsOnExit && last.contains(where: { $0.contains(Self.exited) }) { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("\(failure). The screen:\n\(last.joined(separator: "\n"))")
    throw NeverAppeared()
  }

  /// What the script prints once the program has exited.
  private static let exited = "STRATA EXITED"

  /// Waits for the program to exit, and reports how it left the terminal.
  func waitForExit() async throws -> Ending {
    try await waitFor(Self.exited)
    let record = directory.appendingPathComponent("session").path
    func read(_ suffix: String) throws -> String {
      try String(contentsOfFile: record + suffix, encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let code = try #require(Int32(try read(".code")))
    return Ending(exitCode: code, terminalRestored: try read(".stty-before") == read(".stty-after"))
  }

  /// The screen a test waited for never appeared.
  struct NeverAppeared: Error {}

  /// A clean environment for tmux itself.
  private static let environment = [
    "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
  ]

  @discardableResult
  private func tmux(_ arguments: String...) async throws -> String {
    let executable = try #require(Self.executable, "tmux is not installed")
    // -u: the panes are UTF-8 whatever the locale; -f /dev/null: no one's tmux.conf.
    let child = try ChildProcess(
      executable, ["-u", "-f", "/dev/null", "-L", socket] + arguments,
      environment: Self.environment, directory: directory)
    return await child.wait().stdout
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  // samples:begin
  /// Opens the articles from the home screen `strata browse` starts on, where they follow the
  /// app's resources.
  func openArticles() async throws {
    try await waitFor("   Articles")
    for _ in Resources.all { try await type("j") }
    try await press("Enter")
  }
  // samples:end
}

import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `scripts/loopback-server --fork-server` for the whole test run: a Python process that has
/// imported the server once and forks each ``LoopbackServer`` a test starts.
///
/// Starting Python and importing `http.server` costs about 90 ms of CPU, a fork a few, and the
/// end-to-end suites start about a hundred servers a run (docs/benchmarks.md has what it saved).
/// Every line a server prints comes through the fork server's one output as `NAME LINE`; each
/// server's lines go, in order, to the test that started it, and end once it has exited.
final class LoopbackForkServer: Sendable {
  /// The run's fork server, started by the first test that needs a server. It ends with the run:
  /// the end of its input kills every server still running.
  static let shared = Task { try await LoopbackForkServer() }

  private let process: ChildProcess
  private let mailboxes = Mutex(Mailboxes())

  private struct Mailboxes {
    /// The lines of each running server, by name.
    var open: [String: ServerLines] = [:]
    /// Whether the fork server's output has ended: nothing more will come for anyone.
    var closed = false
  }

  private init() async throws {
    // A write to a fork server that has died must fail with EPIPE, not end the test run.
    signal(SIGPIPE, SIG_IGN)
    let script = StrataBinary.packageRoot.appendingPathComponent("scripts/loopback-server").path
    process = try ChildProcess(
      await Python.executable(), Python.arguments([script, "--fork-server"]),
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      directory: FileManager.default.temporaryDirectory, pipeOutput: true, pipeInput: true,
      sharedErrorOutput: true)
    // A thread of its own, not a task: however busy the test's threads are, the fork server's
    // output is read, so it never blocks writing a line and stops reading requests.
    Thread { self.deliver() }.start()
  }

  /// Forks a server.
  ///
  /// - Parameters:
  ///   - arguments: Its command-line arguments.
  ///   - errors: The file its standard error is appended to.
  /// - Returns: Its name, and the lines it prints, which end once it has exited.
  /// - Throws: The error of the write when the fork server has exited.
  func start(_ arguments: [String], errors: URL) throws -> (name: String, lines: ServerLines) {
    let name = UUID().uuidString
    let lines = ServerLines()
    mailboxes.withLock {
      if $0.closed { lines.end() } else { $0.open[name] = lines }
    }
    try send(["start": name, "arguments": arguments, "errors": errors.path])
    return (name, lines)
  }

  /// Sends the server `name` SIGTERM; its lines end once it has exited.
  func stop(_ name: String) {
    // A write fails only once the fork server has exited, which kills every server it started.
    try? send(["stop": name])
  }

  private func send(_ request: [String: any Sendable]) throws {
    let line = try JSONSerialization.data(withJSONObject: request)
    try process.writeToInput(String(decoding: line, as: UTF8.self) + "\n")
  }

  /// Hands each line the fork server prints to the server it names, until its output ends.
  private func deliver() {
    while let line = process.readLineBlocking() {
      // Every line starts with a server's name; one that does not can go to nobody.
      guard let space = line.firstIndex(of: " ") else { continue }
      let name = String(line[..<space])
      let message = String(line[line.index(after: space)...])
      mailboxes.withLock {
        // A name no test waits for is a server whose lines have already ended.
        guard let lines = $0.open[name] else { return }
        if message.hasPrefix("EXITED") {
          lines.end()
          $0.open[name] = nil
        } else {
          lines.append(message)
        }
      }
    }
    mailboxes.withLock {
      $0.closed = true
      for lines in $0.open.values { lines.end() }
      $0.open = [:]
    }
  }
}

/// What one server prints, kept in order until its test reads it.
///
/// Not an `AsyncStream`: a stream ends for good when a task reading it is cancelled, and a test
/// that stops waiting for a server's next line (because a process it raced with exited first)
/// still reads the server's later lines.
final class ServerLines: Sendable {
  private struct State {
    var lines: [String] = []
    var ended = false
    var reader: CheckedContinuation<String?, Never>?
  }

  private let state = Mutex(State())

  /// Adds a line the server printed.
  func append(_ line: String) {
    let reader = state.withLock { state in
      guard let reader = state.reader else {
        state.lines.append(line)
        return nil as CheckedContinuation<String?, Never>?
      }
      state.reader = nil
      return reader
    }
    reader?.resume(returning: line)
  }

  /// Marks the end: the server has exited.
  func end() {
    let reader = state.withLock { state in
      state.ended = true
      defer { state.reader = nil }
      return state.reader
    }
    reader?.resume(returning: nil)
  }

  /// The next line, waiting for it; `nil` once the server has exited and every line was read,
  /// or when the task is cancelled (which leaves the lines to a later read). One reader at a time.
  func next() async -> String? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state -> String?? in
          if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
          if state.ended || Task.isCancelled { return .some(nil) }
          precondition(state.reader == nil, "a server's lines have one reader at a time")
          state.reader = continuation
          return .none
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      let reader = state.withLock { state in
        defer { state.reader = nil }
        return state.reader
      }
      reader?.resume(returning: nil)
    }
  }
}

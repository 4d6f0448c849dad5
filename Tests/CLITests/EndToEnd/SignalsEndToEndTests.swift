import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal always stops `strata`, even when the work cannot hear the cancellation it asks for:
/// here, a `write(2)` blocked on a pipe of 4 KiB that nobody reads.
@Suite(
  "End to end: signals", .tags(.endToEnd), .hangGuard,
  .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "F_SETPIPE_SZ is Linux's"))
struct SignalsEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// Starts `strata --help` with its stdout into a full pipe, so its first write blocks, sends
  /// `signals` once a thread of it sleeps in `pipe_write`, and returns its exit code; without the
  /// forced exit it never returns, and the hang guard fails the test.
  func blockedWriter(receiving signals: [Int32]) async throws -> Int32 {
    let binary = try #require(StrataBinary.url, "Build the package first.")
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    // F_SETPIPE_SZ (1031): the smallest pipe there is, then full.
    #expect(fcntl(ends[1], 1031, 4096) >= 0)
    let full = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    #expect(full.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == 4096)
    let child = try ChildProcess(
      binary.path, ["--help"], environment: StrataBinary.environment(home: home.url),
      directory: home.url, standardOutput: ends[1])
    close(ends[1])
    while !Self.hasThread(of: child.pid, whose: "wchan", { $0.contains("pipe_write") }) {
      try await Task.sleep(for: .milliseconds(20))
    }
    await Self.send(signals, to: child.pid)
    return await child.wait().exitCode
  }

  /// Sends `signals` in turn, each once the one before has started the grace (`strata`'s timer
  /// thread, "strata grace", is then listed in `/proc`): sent back to back, two signals could be
  /// taken in either order. Watched from a thread of its own: on a busy pool a sleeping task could
  /// wake after the grace, and the second signal would find the process gone.
  static func send(_ signals: [Int32], to pid: pid_t) async {
    await withCheckedContinuation { (sent: CheckedContinuation<Void, Never>) in
      Thread {
        let deadline = ContinuousClock.now + .seconds(30)
        for (index, signal) in signals.enumerated() {
          if index > 0 {
            while !hasThread(of: pid, whose: "comm", { $0 == "strata grace\n" }),
              ContinuousClock.now < deadline
            {
              usleep(1000)
            }
          }
          kill(pid, signal)
        }
        sent.resume()
      }.start()
    }
  }

  /// Whether a thread of process `pid` has a file `name` in `/proc` (its `comm`, its `wchan`)
  /// whose text `matches`.
  static func hasThread(
    of pid: pid_t, whose name: String, _ matches: (String) -> Bool
  ) -> Bool {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.contains { task in
      let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/\(name)", encoding: .utf8)
      return text.map(matches) ?? false
    }
  }

  @Test("A signal the blocked work cannot honour still ends it, after the grace: exit 143")
  func unhonouredSignal() async throws {
    #expect(try await blockedWriter(receiving: [SIGTERM]) == 143)
  }

  @Test("A second signal ends it at once, with its own code: SIGTERM then Ctrl-C is 130, not 143")
  func secondSignal() async throws {
    // After the grace the exit would be 143, SIGTERM's: 130 proves the second signal ended it.
    #expect(try await blockedWriter(receiving: [SIGTERM, SIGINT]) == 130)
  }
}

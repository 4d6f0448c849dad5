import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended.
struct ProcessResult: Sendable {
  /// The exit status, or `128 + signal` when a signal ended it (as a shell reports it).
  var exitCode: Int32
  /// The signal that killed the process, when one did: a crash, as opposed to a process that
  /// handled a signal and exited with `128 + signal` itself.
  var killedBy: Int32?
  /// What it wrote to standard output.
  var stdout: String
  /// What it wrote to standard error.
  var stderr: String
  /// Wall-clock time from start to exit.
  var duration: Duration
  /// Its peak resident memory, when it was measured (``ChildProcess/waitMeasuringMemory()``).
  var peakMemoryBytes: Int?

  /// Standard output and error together, for "never printed" checks.
  var allOutput: String { stdout + stderr }
}

/// A child process started with `posix_spawn`, so the test can send it signals. Its output goes
/// to files, so a chatty child can never block on a full pipe.
final class ChildProcess: Sendable {
  let pid: pid_t
  /// The name Linux gives the process once it runs `executable`: its file name, cut to 15 bytes.
  private let name: String
  private let outputURL: URL
  private let errorURL: URL
  private let started = ContinuousClock.now

  /// Starts `executable` (an absolute path, or a name looked up in `environment`'s `PATH`) with
  /// exactly `environment`, its output in files in `directory` (standard output on the descriptor
  /// `standardOutput` instead, when given).
  ///
  /// - Throws: The `posix_spawn` error when the process cannot start.
  init(
    _ executable: String, _ arguments: [String], environment: [String: String], directory: URL,
    standardOutput: Int32? = nil
  ) throws {
    let file = UUID().uuidString
    let outputURL = directory.appendingPathComponent("\(file).out")
    let errorURL = directory.appendingPathComponent("\(file).err")
    pid = try spawn(executable, arguments, environment: environment) {
      posix_spawn_file_actions_addopen(&$0, 0, "/dev/null", O_RDONLY, 0)
      if let standardOutput {
        posix_spawn_file_actions_adddup2(&$0, standardOutput, 1)
      } else {
        posix_spawn_file_actions_addopen(
          &$0, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      }
      posix_spawn_file_actions_addopen(&$0, 2, errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    (self.outputURL, self.errorURL) = (outputURL, errorURL)
    name = String(
      decoding: URL(fileURLWithPath: executable).lastPathComponent.utf8.prefix(15), as: UTF8.self)
  }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Runs `work`, which blocks, on a new thread: on a Dispatch queue, dozens of tests blocking in
  /// `read` and `waitpid` at once would use up its threads, and hear of their child's output late.
  private static func onThreadOfItsOwn(_ work: @escaping @Sendable () -> Void) {
    Thread(block: work).start()
  }

  /// Waits until the child has exited, and leaves it to ``wait()`` to collect: until then its
  /// pid stays its own, so a signal sent after this returns can reach no other process.
  func exited() async {
    let pid = pid
    await withCheckedContinuation { continuation in
      Self.onThreadOfItsOwn {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        continuation.resume()
      }
    }
  }

  /// Waits for the child to exit, on a thread of its own so the test's threads stay free.
  func wait() async -> ProcessResult {
    await waiting(measuringMemory: false)
  }

  /// Waits for the child to exit, and says its peak resident memory.
  ///
  /// Not from `wait4` on Linux, which keeps a peak across `exec` (a child of the test runner
  /// reports at least the runner's size): `VmHWM` in `/proc/<pid>/status` is read every
  /// millisecond until it exits instead, which may miss a peak held for less than that at its
  /// very end. A reading counts only when the process is named for its program: before its
  /// `exec`, or if its pid were ever another's, the figure would be some other image's. Darwin's
  /// `wait4` is the child's own.
  func waitMeasuringMemory() async -> ProcessResult {
    await waiting(measuringMemory: true)
  }

  private func waiting(measuringMemory: Bool) async -> ProcessResult {
    let (pid, name) = (pid, name)
    let (status, peak) = await withCheckedContinuation { continuation in
      Self.onThreadOfItsOwn {
        var status: Int32 = 0
        var usage = rusage()
        var peak: Int?
        #if canImport(Darwin)
          while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
          peak = measuringMemory ? Int(usage.ru_maxrss) : nil
        #else
          if measuringMemory {
            // Read before the first look at whether it ended: a short run is read at least once.
            while true {
              if let mark = Self.highWaterMark(of: pid, named: name) { peak = max(peak ?? 0, mark) }
              let reaped = waitpid(pid, &status, WNOHANG)
              if reaped == pid || (reaped == -1 && errno != EINTR) { break }
              usleep(1000)
            }
          } else {
            while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
          }
        #endif
        continuation.resume(returning: (status, peak))
      }
    }
    let signal = status & 0x7f
    return ProcessResult(
      exitCode: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      killedBy: signal == 0 ? nil : signal,
      stdout: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "",
      duration: ContinuousClock.now - started, peakMemoryBytes: peak)
  }

  /// `VmHWM` of process `pid`, in bytes (its peak resident memory since its last `exec`), when it
  /// is named `name`.
  private static func highWaterMark(of pid: pid_t, named name: String) -> Int? {
    guard let fields = status(of: pid), fields["Name"] == name else { return nil }
    return fields["VmHWM"].flatMap { Int($0.split(separator: " ").first ?? "") }.map { $0 * 1024 }
  }

  /// The fields of `/proc/<pid>/status`, Linux's word on a process as it runs, read at once.
  private static func status(of pid: pid_t) -> [Substring: String]? {
    let descriptor = open("/proc/\(pid)/status", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 8192)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let lines = String(decoding: bytes[..<count], as: UTF8.self).split(separator: "\n")
    return Dictionary(
      lines.compactMap { line in
        line.firstIndex(of: ":").map {
          (line[..<$0], line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces))
        }
      }, uniquingKeysWith: { first, _ in first })
  }
}

#if canImport(Darwin)
  typealias SpawnActions = posix_spawn_file_actions_t?
#else
  typealias SpawnActions = posix_spawn_file_actions_t
#endif

/// Starts `executable` (an absolute path, or a name looked up in `environment`'s `PATH`) with
/// exactly `environment`, its descriptors as `files` sets them up, and a session of its own when
/// `newSession`. It starts with no blocked signals and default handlers, whatever the test
/// runner's thread had: a child that inherited a blocked SIGTERM could not be stopped.
///
/// - Throws: The `posix_spawn` error when the process cannot start.
func spawn(
  _ executable: String, _ arguments: [String], environment: [String: String],
  newSession: Bool = false, files: (inout SpawnActions) -> Void
) throws -> pid_t {
  #if canImport(Darwin)
    var actions: SpawnActions = nil
  #else
    var actions = SpawnActions()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  files(&actions)
  #if canImport(Darwin)
    var attributes: posix_spawnattr_t? = nil
    let sessionFlag: Int32 = 0x400  // POSIX_SPAWN_SETSID
  #else
    var attributes = posix_spawnattr_t()
    let sessionFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID
  #endif
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP, SIGTSTP, SIGWINCH] {
    sigaddset(&defaults, signal)
  }
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(
    &attributes,
    Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? sessionFlag : 0)))
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  var pid: pid_t = 0
  let status = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
  guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
  return pid
}

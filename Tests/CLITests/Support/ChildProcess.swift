import Dispatch
import Foundation
import Synchronization

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
  /// Its peak resident memory, when it was run under `scripts/peak-memory`.
  var peakMemoryBytes: Int?

  /// Standard output and error together, for "never printed" checks.
  var allOutput: String { stdout + stderr }
}

/// A child process started with `posix_spawn`, so the test can send it signals. Its output goes
/// to files, so a chatty child can never block on a full pipe.
final class ChildProcess: Sendable {
  let pid: pid_t
  private let outputURL: URL
  private let errorURL: URL
  private let outputPipe: Int32?
  /// The end of the child's standard input this process writes, held while a write is under
  /// way so that writes from several tasks never interleave.
  private let inputPipe: Mutex<Int32?>
  private let started = ContinuousClock.now

  /// Starts `executable` with exactly `environment`.
  ///
  /// - Parameters:
  ///   - executable: An absolute path, or a name looked up in the environment's `PATH`.
  ///   - arguments: The arguments after the program name.
  ///   - environment: The whole environment of the child.
  ///   - directory: Where to put the output files.
  ///   - pipeOutput: Whether standard output goes to a pipe for ``readLine()`` instead of a file.
  ///   - pipeInput: Whether standard input is a pipe for ``writeToInput(_:)`` instead of `/dev/null`.
  ///   - sharedErrorOutput: Whether standard error is this process's own instead of a file: for
  ///     a helper that outlives any one test, whose complaints should reach the person running
  ///     the tests.
  /// - Throws: The `posix_spawn` error when the process cannot start.
  init(
    _ executable: String, _ arguments: [String], environment: [String: String], directory: URL,
    pipeOutput: Bool = false, pipeInput: Bool = false, sharedErrorOutput: Bool = false
  ) throws {
    let name = UUID().uuidString
    outputURL = directory.appendingPathComponent("\(name).out")
    errorURL = directory.appendingPathComponent("\(name).err")

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let input = pipeInput ? try Self.makePipe() : nil
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input.read, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    let output = pipeOutput ? try Self.makePipe() : nil
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output.write, 1)
    } else {
      posix_spawn_file_actions_addopen(
        &actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    if !sharedErrorOutput {
      posix_spawn_file_actions_addopen(
        &actions, 2, errorURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    // The child starts with no blocked signals and default handlers, whatever the test runner's
    // thread had: a child that inherited a blocked SIGTERM could not be stopped.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var pid: pid_t = 0
    let status = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
    // The child's ends are the child's alone now.
    if let input { close(input.read) }
    if let output { close(output.write) }
    guard status == 0 else {
      if let input { close(input.write) }
      if let output { close(output.read) }
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
    }
    self.pid = pid
    self.outputPipe = output?.read
    self.inputPipe = Mutex(input?.write)
  }

  deinit {
    if let outputPipe { close(outputPipe) }
    inputPipe.withLock { if let descriptor = $0 { close(descriptor) } }
  }

  /// A pipe whose ends are closed on `exec`: a child gets an end only when it is given one as
  /// its standard input or output (`dup2` clears the flag), so that another child a test starts
  /// meanwhile does not hold it open and keep its reader from seeing the end of input. Linux's
  /// `pipe2` would set the flag in the same call; Swift's Glibc module does not export it, so a
  /// child spawned by another thread between the two calls can still inherit an end, for its
  /// short life. (The one long-lived child, the loopback fork server, closes what it inherits.)
  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Writes `text` to the child's standard input, all of it before any other call's.
  ///
  /// - Throws: The `write` error, such as `EPIPE` once the child has exited.
  func writeToInput(_ text: String) throws {
    try inputPipe.withLock { descriptor in
      guard let descriptor else { throw POSIXError(.EBADF) }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
          guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
          continue
        }
        bytes = bytes.dropFirst(written)
      }
    }
  }

  /// Reads one line of the child's standard output from its pipe, blocking a thread of its own
  /// (not the test's) until the line is complete; `nil` at end of output.
  func readLine() async -> String? {
    await withCheckedContinuation { continuation in
      Self.onThreadOfItsOwn { continuation.resume(returning: self.readLineBlocking()) }
    }
  }

  /// Reads one line of the child's standard output from its pipe, blocking the calling thread:
  /// for a thread that does nothing else. `nil` at end of output; an empty line is `""`.
  func readLineBlocking() -> String? {
    guard let descriptor = outputPipe else { return nil }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Runs `work`, which blocks, on a new thread. Not on a Dispatch queue: dozens of tests
  /// blocking in `read` and `waitpid` at once would use up its threads, and a test would hear of
  /// its child's output seconds late.
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

  /// Waits for the child to exit, on a thread of its own so the test's cooperative threads stay
  /// free.
  func wait() async -> ProcessResult {
    let pid = pid
    let status = await withCheckedContinuation { continuation in
      Self.onThreadOfItsOwn {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        continuation.resume(returning: status)
      }
    }
    let signal = status & 0x7f
    return ProcessResult(
      exitCode: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      killedBy: signal == 0 ? nil : signal,
      stdout: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "",
      duration: ContinuousClock.now - started)
  }
}

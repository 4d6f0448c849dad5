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

  /// Starts `strata --help` with its stdout into a pipe mostly full already, so its text fills
  /// it, sends `signals` once it is blocked writing, and returns its exit code. Without the forced exit it never returns,
  /// and the suite's hang guard fails the test.
  func blockedWriter(receiving signals: [Int32]) async throws -> Int32 {
    let binary = try #require(StrataBinary.url, "Build the package first.")
    let driver = """
      import fcntl, os, subprocess, sys, time
      binary, signals = sys.argv[1], [int(s) for s in sys.argv[2:]]
      read_end, write_end = os.pipe()
      fcntl.fcntl(write_end, 1031, 4096)  # F_SETPIPE_SZ: the smallest pipe there is
      os.write(write_end, b"x" * 4096)  # full: the help's first write blocks
      child = subprocess.Popen([binary, "--help"], stdout=write_end, stderr=subprocess.DEVNULL)
      os.close(write_end)
      def writing():  # a thread of it asleep in the kernel's pipe_write (anon_pipe_write)
          try:
              threads = os.listdir(f"/proc/{child.pid}/task")
              return any("pipe_write" in open(f"/proc/{child.pid}/task/{t}/wchan").read()
                         for t in threads)
          except OSError:
              return False
      while not writing():
          if child.poll() is not None:
              sys.exit("it exited before it blocked writing")
          time.sleep(0.02)
      for number in signals:
          os.kill(child.pid, number)
          time.sleep(0.3)  # two different signals are never merged; this only orders them
      print(child.wait())
      """
    let python = await Python.executable()
    let result = try await Limiter.childProcesses.run {
      await
        (try ChildProcess(
          python, Python.arguments(["-c", driver, binary.path] + signals.map(String.init)),
          environment: StrataBinary.environment(home: home.url), directory: home.url)).wait()
    }
    return try #require(
      Int32(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(result.stderr)")
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

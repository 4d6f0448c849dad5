import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Python interpreter that the tests' helper scripts run under, found once per test run.
///
/// `python3` on a `PATH` is often not an interpreter but a version manager's shim (pyenv, asdf):
/// a shell script that works out which Python to run, every time it starts. Measured on the
/// two-core machine this suite is tuned on: 137 ms a start through pyenv's shim, 16 ms for the
/// interpreter itself. The suite starts Python hundreds of times (every loopback server, every
/// memory measurement, every architecture check), so it asks once which interpreter `python3`
/// is, and from then on starts that one directly, with ``arguments(_:)``.
///
/// ```swift
/// let server = Process()
/// server.executableURL = URL(fileURLWithPath: Python.executable)
/// server.arguments = Python.arguments(["scripts/loopback-server", "--scenario", "ok"])
/// ```
public enum Python {
  /// The interpreter's absolute path; `python3` itself when it cannot be found, so a missing
  /// Python is reported by the test that needs it, as it was before.
  public static let executable: String = interpreter() ?? "python3"

  /// The interpreter's arguments that run `script` (a path or `-m module`, then its arguments).
  ///
  /// `-S` first: the scripts use the standard library only, and a machine's site-packages may
  /// hold start-up hooks that run on every start (here one imports `certifi`, and a start costs
  /// 77 ms instead of 15). It also keeps whatever is installed there out of the tests.
  public static func arguments(_ script: [String]) -> [String] {
    ["-S"] + script
  }

  /// Asks `python3` for `sys.executable`. It blocks for one start of Python, once per run: the
  /// answer is needed before the first script can start, and costs less than one start through a
  /// shim. (`popen` and `pclose`, not `Process`: they wait on nothing but the child, where
  /// `Process.waitUntilExit` here once never returned, its child left unreaped.)
  private static func interpreter() -> String? {
    guard let pipe = popen("python3 -c 'import sys; print(sys.executable)' 2>/dev/null", "r")
    else { return nil }
    var printed: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      printed += buffer[0..<count]
    }
    guard pclose(pipe) == 0 else { return nil }
    let path = String(decoding: printed, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}

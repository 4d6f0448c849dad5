import Foundation
import TestSupport

/// The Python interpreter that runs the end-to-end tests' helper scripts (the loopback server, the
/// memory wrapper, the signal driver), asked for once per test run.
///
/// `python3` on a `PATH` is often not an interpreter but a version manager's shim (pyenv, asdf): a
/// shell script that works out which Python to run, every time it starts, and the end-to-end
/// suites start Python about 170 times a run. So the first of them asks `python3` where it is
/// (`sys.executable`), and every start after that runs the interpreter by that path. What that
/// saved is in docs/benchmarks.md.
enum Python {
  /// The interpreter's absolute path; `python3` itself when it cannot be found, so that a
  /// missing Python fails the test that starts it, with the error of that start.
  static func executable() async -> String {
    await lookup.value
  }

  /// The interpreter's arguments that run `script`: a path or `-c`, then its arguments.
  ///
  /// `-S` first: the scripts use the standard library only, so nothing in a machine's
  /// site-packages is imported at start-up, where a `.pth` hook can cost more than the script.
  static func arguments(_ script: [String]) -> [String] {
    ["-S"] + script
  }

  /// One lookup for the whole run, shared by every test that starts Python. It holds no test's
  /// state, only the answer, which is the same for all of them.
  private static let lookup = Task { await interpreter() ?? "python3" }

  private static func interpreter() async -> String? {
    // The child's error output goes to a file in here, so the folder lives until the child ends.
    guard let directory = try? TemporaryDirectory() else { return nil }
    defer { withExtendedLifetime(directory) {} }
    guard
      let child = try? ChildProcess(
        "python3", arguments(["-c", "import sys; print(sys.executable)"]),
        environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
        directory: directory.url, pipeOutput: true)
    else { return nil }
    let printed = await child.readLine()
    guard await child.wait().exitCode == 0, let path = printed,
      FileManager.default.isExecutableFile(atPath: path)
    else { return nil }
    return path
  }
}

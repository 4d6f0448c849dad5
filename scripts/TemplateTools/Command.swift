import Foundation

/// Runs another program to completion: `swift` for the manifest and the compiler, `git`.
enum Command {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
    /// Whether it was stopped for running past its limit.
    var timedOut = false
  }

  /// Runs `executable` (looked up in `PATH`) with `arguments`, its standard input `input`, and
  /// `environment` added to this process's; past `limit` seconds, or once `stopped()` says so,
  /// it is stopped with every process it started.
  ///
  /// - Throws: ``ToolError`` when it cannot start.
  static func run(
    _ executable: String, _ arguments: [String], input: String? = nil,
    environment: [String: String] = [:], in directory: URL? = nil, limit: TimeInterval? = nil,
    stopped: (() -> Bool)? = nil
  ) throws(ToolError) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    // Files, not pipes: a long report can never fill a pipe nobody reads yet.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-command-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let output = folder.appendingPathComponent("out")
      let errors = folder.appendingPathComponent("err")
      for file in [output, errors] {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      }
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      if let input {
        let source = folder.appendingPathComponent("in")
        try Data(input.utf8).write(to: source)
        process.standardInput = try FileHandle(forReadingFrom: source)
      }
      try process.run()
      let timedOut =
        limit != nil || stopped != nil
        ? stop(process, after: limit ?? .infinity, or: stopped ?? { false }) : false
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus,
        output: try String(contentsOf: output, encoding: .utf8),
        errors: try String(contentsOf: errors, encoding: .utf8), timedOut: timedOut)
    } catch {
      throw ToolError("\(executable) could not be run: \(error)")
    }
  }

  /// Waits for `process` up to `limit` seconds or until `stopped()`; then kills it and the
  /// processes it started (a test runner's child among them, which would otherwise run on), and
  /// says whether it ran past its limit.
  private static func stop(_ process: Process, after limit: TimeInterval, or stopped: () -> Bool)
    -> Bool
  {
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning {
      let late = Date() >= deadline
      guard !late, !stopped() else {
        // Its own process group on Linux, where Foundation starts it in one; else it alone.
        if kill(-process.processIdentifier, SIGKILL) != 0 {
          kill(process.processIdentifier, SIGKILL)
        }
        return late
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return false
  }

  /// Writes `line` on standard output at once, not when a buffer fills: progress that comes
  /// before a child's output, or into a file, stays in order.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Runs `executable` with its output shown as it comes, as a long build's progress is, and
  /// returns its exit status.
  ///
  /// - Throws: ``ToolError`` when it cannot start.
  static func show(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    in directory: URL
  ) throws(ToolError) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = directory
    do {
      try process.run()
    } catch {
      throw ToolError("\(executable) could not be run: \(error)")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}

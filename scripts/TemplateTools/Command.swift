import Foundation

/// Runs another program to completion: `swift` for the manifest and the compiler, `git` for what
/// it ignores.
enum Command {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
    /// Whether `waiting` stopped it before it ended by itself.
    var stopped = false
  }

  /// Runs `executable` (looked up in `PATH`) with `arguments`, its standard input `input`, and
  /// `environment` added to this process's; `waiting`, when given, waits for it first, its own
  /// way, and says whether it stopped it.
  ///
  /// - Throws: ``ToolError`` when it cannot start.
  static func run(
    _ executable: String, _ arguments: [String], input: String? = nil,
    environment: [String: String] = [:], in directory: URL? = nil,
    waiting: ((Process) -> Bool)? = nil
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
      let stopped = waiting?(process) ?? false
      process.waitUntilExit()
      return Result(
        status: process.terminationStatus,
        output: try String(contentsOf: output, encoding: .utf8),
        errors: try String(contentsOf: errors, encoding: .utf8), stopped: stopped)
    } catch {
      throw ToolError("\(executable) could not be run: \(error)")
    }
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

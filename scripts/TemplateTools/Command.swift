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
        // Every process below it too: `swift test` starts the tests in a process group of their
        // own, and Foundation waits for every process that holds what it gave the child.
        let below = tree(of: process.processIdentifier)
        for pid in below { kill(pid, SIGKILL) }
        return late
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return false
  }

  /// `pid` first, then every process it started and they started: from `/proc` where there is
  /// one (Linux), else as `ps` lists them.
  private static func tree(of pid: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
      for entry in entries {
        // `pid (name) state ppid …`: the name may hold anything, so the fields after its `)`.
        guard let child = Int32(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let end = stat.lastIndex(of: ")"),
          let parent = stat[stat.index(after: end)...].split(separator: " ").dropFirst().first
            .flatMap({ Int32($0) })
        else { continue }
        children[parent, default: []].append(child)
      }
    } else if let listed = try? run("ps", ["-A", "-o", "pid=,ppid="]) {
      for line in listed.output.split(separator: "\n") {
        let fields = line.split(separator: " ").compactMap { Int32($0) }
        if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
      }
    }
    var found = [pid]
    var index = 0
    while index < found.count {
      found += children[found[index]] ?? []
      index += 1
    }
    return found
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

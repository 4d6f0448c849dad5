import Foundation
import TemplateTools
import TestSupport

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a script printed and how it exited.
struct ScriptResult {
  var exitCode: Int32
  var output: String
}

/// Runs a program to completion without blocking the test's threads; output goes to a file so a
/// long report can never fill a pipe.
func run(_ executable: String, _ arguments: [String], in directory: URL) async throws
  -> ScriptResult
{
  let outputURL = directory.appendingPathComponent("output-\(UUID().uuidString).txt")
  _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  let output = try FileHandle(forWritingTo: outputURL)
  defer {
    try? output.close()
    try? FileManager.default.removeItem(at: outputURL)
  }

  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  // What the program leaves in its temporary directory (SwiftPM leaves lock files and folders
  // behind) goes where the test cleans up, not into the machine's /tmp.
  var environment = ProcessInfo.processInfo.environment
  environment["TMPDIR"] = directory.path
  process.environment = environment
  process.standardOutput = output
  process.standardError = output
  let exitCode = try await withCheckedThrowingContinuation { continuation in
    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
    do {
      try process.run()
    } catch {
      process.terminationHandler = nil
      continuation.resume(throwing: error)
    }
  }
  return ScriptResult(
    exitCode: exitCode, output: try String(contentsOf: outputURL, encoding: .utf8))
}

/// Runs the architecture check on the package at `root` in this process, as
/// `scripts/check-architecture` does, reading the manifest's dump at `manifest` when given.
func checkArchitecture(of root: URL = packageRoot, manifest: URL? = nil) throws -> ScriptResult {
  let loaded =
    try manifest.map { try Manifest(json: Data(contentsOf: $0)) } ?? Manifest.dump(root: root)
  var check = ArchitectureCheck(root: root, manifest: loaded)
  let problems = try check.run()
  guard problems.isEmpty else {
    return ScriptResult(exitCode: 1, output: problems.map(\.description).joined(separator: "\n"))
  }
  return ScriptResult(
    exitCode: 0,
    output: "Architecture check passed: \(loaded.targets.count) targets, \(check.files) files.")
}

/// A copy of the package's manifest and sources in a temporary directory, for breaking on purpose,
/// deleted when the value goes away. Its files are cheap hard links to the package's own (copies
/// across file systems), so a change must write a new file and rename it over the link, as the
/// helpers below do with `atomically: true`.
final class PackageCopy: Sendable {
  let root: URL

  init() throws {
    let files = FileManager.default
    root = files.temporaryDirectory
      .appendingPathComponent("strata-architecture-\(UUID().uuidString)", isDirectory: true)
    try files.createDirectory(at: root, withIntermediateDirectories: true)
    // The manifest is edited by some tests: a copy of its own, whatever they do with it.
    try files.copyItem(
      at: packageRoot.appendingPathComponent("Package.swift"),
      to: root.appendingPathComponent("Package.swift"))
    for folder in ["Modules", "Tests", "scripts/TemplateTools", "scripts/template"] {
      let sources = packageRoot.appendingPathComponent(folder)
      for path in try files.subpathsOfDirectory(atPath: sources.path) {
        let source = sources.appendingPathComponent(path)
        let destination = root.appendingPathComponent(folder).appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        _ = files.fileExists(atPath: source.path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
          try files.createDirectory(at: destination, withIntermediateDirectories: true)
        } else {
          try files.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
          do {
            try files.linkItem(at: source, to: destination)
          } catch {
            try files.copyItem(at: source, to: destination)
          }
        }
      }
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Inserts `text` as line `line` of the file at `path`, creating the file if needed.
  func insert(_ text: String, atLine line: Int = 1, into path: String) throws {
    let url = root.appendingPathComponent(path)
    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var lines = old.components(separatedBy: "\n")
    lines.insert(text, at: min(line - 1, lines.count))
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// Replaces the first occurrence of `old` with `new` in the file at `path`.
  func replace(_ old: String, with new: String, in path: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else { throw MissingText(text: old, path: path) }
    try text.replacingCharacters(in: range, with: new).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// Removes the file or folder at `path`.
  func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
  }

  /// Runs the architecture check on this copy; with `manifest`, it reads that dump instead of
  /// running `swift package dump-package` (for breakages that leave Package.swift alone).
  func check(manifest: URL? = nil) throws -> ScriptResult {
    try checkArchitecture(of: root, manifest: manifest)
  }
}

/// The package's manifest as `swift package dump-package` prints it, dumped once per test run and
/// shared: dumping takes a second, and most breakages leave the manifest alone.
actor ManifestDump {
  static let shared = ManifestDump()

  private var dump: Task<Data, any Error>?

  /// Writes the dump to a file in `directory` and returns the file, with `dependency` added to
  /// `target`'s dependencies when they are given, as SwiftPM prints one named in `Package.swift`.
  func write(
    to directory: URL, addingDependency dependency: String? = nil,
    toTarget target: String? = nil
  ) async throws -> URL {
    var data = try await dumped()
    if let dependency, let target {
      guard
        var manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        var targets = manifest["targets"] as? [[String: Any]],
        let index = targets.firstIndex(where: { $0["name"] as? String == target })
      else { throw MissingText(text: "target \(target)", path: "the manifest's dump") }
      var dependencies = targets[index]["dependencies"] as? [Any] ?? []
      dependencies.append(["byName": [dependency, NSNull()]])
      targets[index]["dependencies"] = dependencies
      manifest["targets"] = targets
      data = try JSONSerialization.data(withJSONObject: manifest)
    }
    let url = directory.appendingPathComponent("manifest-\(UUID().uuidString).json")
    try data.write(to: url)
    return url
  }

  private func dumped() async throws -> Data {
    if let dump { return try await dump.value }
    let task = Task {
      // SwiftPM's scratch folder goes away with this directory: only the JSON is kept.
      let directory = try TemporaryDirectory()
      let result = try await run(
        "swift",
        [
          "package", "--package-path", packageRoot.path, "--scratch-path",
          directory.appending("scratch").path, "dump-package",
        ],
        in: directory.url)
      guard result.exitCode == 0 else { throw DumpFailed(output: result.output) }
      return Data(result.output.utf8)
    }
    dump = task
    return try await task.value
  }
}

/// `swift package dump-package` failed; what it printed.
struct DumpFailed: Error {
  var output: String
}

struct MissingText: Error {
  var text: String
  var path: String
}

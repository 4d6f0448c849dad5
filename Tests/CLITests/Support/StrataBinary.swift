import DomainMocks
import Foundation
import TestSupport
import Testing

/// Finds and runs the built `strata` executable.
enum StrataBinary {
  /// The package's root directory, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The executable: `STRATA_BINARY` if set, else the one built beside this test bundle.
  static let url: URL? = {
    let manager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["STRATA_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    for bundle in [Bundle.main] + Bundle.allBundles {
      candidates.append(bundle.bundleURL.appendingPathComponent("strata"))
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("strata"))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/strata"))
    return candidates.first { manager.isExecutableFile(atPath: $0.path) }
  }()

  /// The environment every run starts from: a `PATH`, and a home and data directory of its own, so
  /// nothing of the machine's (no `STRATA_` variable of the person testing) leaks in.
  static func environment(home: URL, extra: [String: String] = [:]) -> [String: String] {
    var environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home.path,
      "STRATA_DATA_DIR": home.appendingPathComponent("data").path,
      "LANG": "C.UTF-8",
    ]
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// Starts `strata` with `arguments`.
  static func start(
    _ arguments: [String], home: TemporaryDirectory, environment extra: [String: String] = [:]
  ) throws -> ChildProcess {
    let binary = try #require(
      url, "Build the package first: `strata` was not found next to the tests.")
    return try ChildProcess(
      binary.path, arguments, environment: environment(home: home.url, extra: extra),
      directory: home.url)
  }

  /// Runs `strata` with `arguments` to completion.
  static func run(
    _ arguments: [String], home: TemporaryDirectory, environment extra: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await Limiter.childProcesses.run {
      await (try start(arguments, home: home, environment: extra)).wait()
    }
  }

  /// Runs `strata` with `arguments` to completion, measuring its peak resident memory.
  static func runMeasuringMemory(
    _ arguments: [String], home: TemporaryDirectory, environment extra: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await Limiter.childProcesses.run {
      await (try start(arguments, home: home, environment: extra)).waitMeasuringMemory()
    }
  }
}

import Foundation

/// A fresh directory under the system's temporary directory, deleted when the value goes away.
final class TemporaryDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A path inside the directory.
  func path(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }
}

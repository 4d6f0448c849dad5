public import Foundation

/// A fresh directory under the system's temporary directory, deleted when the value goes away.
public final class TemporaryDirectory: Sendable {
  /// Where it is; the directory and all it holds go with the value.
  public let url: URL

  /// Creates the directory.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of `relativePath` inside the directory.
  public func appending(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }
}

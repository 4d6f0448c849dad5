import Foundation
import Storage

/// Traces a ``FileAccessorProviding``: every read and write of a file, by name.
struct TracingFileAccessor: FileAccessorProviding {
  let base: any FileAccessorProviding
  let tracer: Tracer
  /// The data directory, left out of the paths traced so the lines stay short.
  let root: URL

  func contents(of url: URL) throws(StorageError) -> Data {
    try tracer.step(
      "Storage", "FileAccessor.contents(of: \(relative(url)))",
      outcome: { "\($0.count) bytes" },
      { () throws(StorageError) in try base.contents(of: url) })
  }

  func write(_ data: Data, to url: URL) throws(StorageError) {
    try tracer.step(
      "Storage", "FileAccessor.write(\(data.count) bytes, to: \(relative(url)))",
      outcome: Self.done, { () throws(StorageError) in try base.write(data, to: url) })
  }

  func itemNames(in directory: URL) throws(StorageError) -> [String] {
    try tracer.step(
      "Storage", "FileAccessor.itemNames(in: \(relative(directory)))",
      outcome: { "\($0.count) names" },
      { () throws(StorageError) in try base.itemNames(in: directory) })
  }

  func removeItem(at url: URL) throws(StorageError) {
    try tracer.step(
      "Storage", "FileAccessor.removeItem(at: \(relative(url)))", outcome: Self.done,
      { () throws(StorageError) in try base.removeItem(at: url) })
  }

  private func relative(_ url: URL) -> String {
    let path = url.path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  private static func done(_: Void) -> String { "done" }
}

import Foundation
import Storage

/// Traces a ``FileAccessorProviding``: every read and write of a file, by name.
struct TracingFileAccessor: FileAccessorProviding {
  let base: any FileAccessorProviding
  let tracer: Tracer
  /// The data directory, left out of the paths traced so the lines stay short.
  let root: URL

  func reading<Result>(
    _ url: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    let counted = CountedReads()
    return try tracer.step(
      "Storage", "FileAccessor.reading(\(relative(url)))",
      outcome: { (_: Result) in "\(counted.bytes) of \(counted.size) bytes read" },
      { () throws(StorageError) in
        try base.reading(url) { file throws(StorageError) in
          counted.size = file.size
          return try body(CountingFile(base: file, counted: counted))
        }
      })
  }

  func write(_ data: Data, to url: URL) throws(StorageError) {
    try tracer.step(
      "Storage", "FileAccessor.write(\(data.count) bytes, to: \(relative(url)))",
      outcome: Self.done, { () throws(StorageError) in try base.write(data, to: url) })
  }

  func appendLine(_ line: Data, to url: URL, limit: Int) throws(StorageError) {
    try tracer.step(
      "Storage", "FileAccessor.appendLine(\(line.count) bytes, to: \(relative(url)))",
      outcome: Self.done,
      { () throws(StorageError) in try base.appendLine(line, to: url, limit: limit) })
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

/// How much of a file a traced ``FileAccessorProviding/reading(_:_:)`` read.
private final class CountedReads {
  var size = 0
  var bytes = 0
}

/// A file whose reads are added up in `counted`.
private struct CountingFile: ReadableFile {
  let base: any ReadableFile
  let counted: CountedReads

  var size: Int { base.size }

  func read(_ range: Range<Int>) throws(StorageError) -> Data {
    let data = try base.read(range)
    counted.bytes += data.count
    return data
  }
}

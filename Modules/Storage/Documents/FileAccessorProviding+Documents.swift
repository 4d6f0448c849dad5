import Foundation

/// How a document meets the disk, for ``DocumentStore`` and shared files: JSON with ISO 8601 dates
/// and sorted keys, so a value always makes the same bytes, and a missing file read as `nil`.
extension FileAccessorProviding {
  /// The bytes at `url`, or `nil` when there is no file there.
  func documentData(at url: URL) throws(StorageError) -> Data? {
    do {
      return try contents(of: url)
    } catch .notFound {
      return nil
    }
  }

  /// Writes `value` to `url` as a document, atomically, leaving the previous file intact on any
  /// error; a value JSON cannot hold throws ``StorageError/unencodable(path:)``.
  func writeDocument<Value: Encodable>(_ value: Value, to url: URL) throws(StorageError) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw .unencodable(path: url.path)
    }
    try write(data, to: url)
  }
}

extension JSONDecoder {
  /// A decoder for what ``FileAccessorProviding/writeDocument(_:to:)`` wrote.
  static func document() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

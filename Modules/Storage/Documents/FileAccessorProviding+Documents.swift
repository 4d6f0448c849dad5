import Foundation

/// How a document meets the disk, written once for ``DocumentStore`` and the files several
/// processes share: JSON with ISO 8601 dates, its keys sorted so the same
/// value always makes the same bytes, and a missing file read as nothing stored yet.
extension FileAccessorProviding {
  /// The bytes at `url`, or `nil` when there is no file there.
  func documentData(at url: URL) throws(StorageError) -> Data? {
    do {
      return try contents(of: url)
    } catch .notFound {
      return nil
    }
  }

  /// Writes `value` to `url` as a document, atomically.
  ///
  /// - Throws: ``StorageError/unencodable(path:)`` for a value JSON cannot hold; the accessor's
  ///   errors otherwise, with the previous file intact.
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

public import Foundation

/// Typed, versioned documents in one container, built from the file-system boundaries.
///
/// The store owns the format (JSON in a versioned envelope) and the naming (`<key>.json`); the
/// boundaries own the disk. Because it only talks to ``FileSystemProviding`` and
/// ``FileAccessorProviding``, every failure a disk can produce can be simulated in a test.
///
/// Reading never guesses: a missing file is `nil`; a truncated or foreign file is
/// ``StorageError/corrupted(path:reason:)``; a file from another schema version is
/// ``StorageError/unsupportedVersion(path:found:)``. The caller decides what each means.
public struct DocumentStore: Sendable {
  /// The schema version written into every new document.
  public static let schemaVersion = 1

  /// The container the documents live in.
  public let container: StorageContainer
  private let fileSystem: any FileSystemProviding
  private let accessor: any FileAccessorProviding
  private let now: @Sendable () -> Date

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - container: The container to keep documents in.
  ///   - fileSystem: Resolves the container to a directory.
  ///   - accessor: Reads and writes files.
  ///   - now: The clock that stamps each write.
  public init(
    container: StorageContainer,
    fileSystem: any FileSystemProviding,
    accessor: any FileAccessorProviding,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.container = container
    self.fileSystem = fileSystem
    self.accessor = accessor
    self.now = now
  }

  /// Reads the document for `key`.
  ///
  /// - Parameter key: The document's key.
  /// - Returns: The value and when it was stored, or `nil` when there is no such document.
  /// - Throws: ``StorageError``: the container is unavailable, the file is unreadable, corrupted
  ///   or from another schema version.
  public func load<Value>(_ key: DocumentKey<Value>) throws(StorageError) -> Stored<Value>? {
    let url = try fileURL(for: key)
    let data: Data
    do {
      data = try accessor.contents(of: url)
    } catch .notFound {
      return nil
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    if let envelope = try? decoder.decode(Envelope<Value>.self, from: data),
      envelope.schemaVersion == Self.schemaVersion
    {
      return Stored(value: envelope.payload, storedAt: envelope.storedAt)
    }
    // Only on failure, read the version alone, to say *why* the document is unusable.
    guard let header = try? decoder.decode(EnvelopeHeader.self, from: data) else {
      throw .corrupted(path: url.path, reason: "not a Strata document")
    }
    guard header.schemaVersion == Self.schemaVersion else {
      throw .unsupportedVersion(path: url.path, found: header.schemaVersion)
    }
    throw .corrupted(path: url.path, reason: "its contents do not match the schema")
  }

  /// Writes `value` as the document for `key`, atomically.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The document's key.
  /// - Returns: The time stamped on the document.
  /// - Throws: ``StorageError``; the previous document is intact when this throws.
  @discardableResult
  public func save<Value>(_ value: Value, for key: DocumentKey<Value>) throws(StorageError) -> Date
  {
    let url = try fileURL(for: key)
    let storedAt = now()
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(
        Envelope(schemaVersion: Self.schemaVersion, storedAt: storedAt, payload: value))
    } catch {
      throw .writeFailed(path: url.path, reason: "The value could not be encoded.")
    }
    try accessor.write(data, to: url)
    return storedAt
  }

  /// Deletes the document for `key`, if there is one.
  ///
  /// - Parameter key: The document's key.
  /// - Throws: ``StorageError``.
  public func remove<Value>(_ key: DocumentKey<Value>) throws(StorageError) {
    try accessor.removeItem(at: try fileURL(for: key))
  }

  /// The URL of the document for `key`, creating the container if needed.
  ///
  /// - Parameter key: The document's key.
  /// - Returns: The file's URL.
  /// - Throws: ``StorageError/invalidName(_:)`` for an unsafe name, or the container's error.
  public func fileURL<Value>(for key: DocumentKey<Value>) throws(StorageError) -> URL {
    guard SafeName.isValid(key.name) else { throw .invalidName(key.name) }
    return try url(forFileNamed: "\(key.name).json")
  }

  /// The URL of a file of the store's own, such as its lock file, creating the container if
  /// needed.
  ///
  /// - Parameter name: The file name; it must be a safe name.
  /// - Returns: The file's URL.
  /// - Throws: ``StorageError/invalidName(_:)`` for an unsafe name, or the container's error.
  public func url(forFileNamed name: String) throws(StorageError) -> URL {
    guard SafeName.isValid(name) else { throw .invalidName(name) }
    return try fileSystem.containerURL(for: container).appendingPathComponent(name)
  }
}

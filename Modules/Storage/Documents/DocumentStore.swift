public import Foundation

/// Typed, versioned documents in one container, as `<key>.json` in a versioned JSON envelope. The
/// disk is the boundaries', so a test can simulate every failure a disk can produce.
///
/// Reading never guesses and never writes. A missing file is `nil`, a truncated, foreign or
/// impossible one is ``StorageError/corrupted(path:_:)``, and one from another schema version is
/// ``StorageError/unsupportedVersion(path:found:)``.
public struct DocumentStore: Sendable {
  /// The version written into every new document; bump it when a stored Domain type's `Codable`
  /// form changes, and older files are reported, not misread (docs/decisions/0007).
  public static let schemaVersion = 2

  /// The container the documents live in.
  public let container: StorageContainer
  private let fileSystem: any FileSystemProviding
  private let accessor: any FileAccessorProviding
  private let now: @Sendable () -> Date

  /// Creates a store in `container`, resolved by `fileSystem`, read and written through
  /// `accessor`, each write stamped with `now()`.
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

  /// The value ``load(_:where:)`` reads, or `nil` when there is none or it is corrupted or of
  /// another schema version: a copy the next write replaces.
  public func loadUsable<Value>(
    _ key: DocumentKey<Value>, where isPlausible: (Value) -> Bool = { _ in true }
  ) throws(StorageError) -> Value? {
    do {
      return try load(key, where: isPlausible)?.value
    } catch .corrupted, .unsupportedVersion {
      return nil
    }
  }

  /// Reads the document for `key`, or `nil` when there is none; creates nothing. A file is input
  /// from outside, so a value that `isPlausible` rejects is
  /// ``StorageError/Corruption/impossibleValues``.
  public func load<Value>(
    _ key: DocumentKey<Value>, where isPlausible: (Value) -> Bool = { _ in true }
  ) throws(StorageError) -> Stored<Value>? {
    guard SafeName.isValid(key.name) else { throw .invalidName(key.name) }
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return nil }
    let url = directory.appendingPathComponent(Self.fileName(for: key))
    guard let data = try accessor.documentData(at: url) else { return nil }
    let decoder = JSONDecoder.document()
    if let envelope = try? decoder.decode(Envelope<Value>.self, from: data),
      envelope.schemaVersion == Self.schemaVersion
    {
      guard isPlausible(envelope.payload) else {
        throw .corrupted(path: url.path, .impossibleValues)
      }
      return Stored(value: envelope.payload, storedAt: envelope.storedAt)
    }
    // Only on failure, read the version alone, to say *why* the document is unusable.
    guard let header = try? decoder.decode(EnvelopeHeader.self, from: data) else {
      throw .corrupted(path: url.path, .notADocument)
    }
    guard header.schemaVersion == Self.schemaVersion else {
      throw .unsupportedVersion(path: url.path, found: header.schemaVersion)
    }
    throw .corrupted(path: url.path, .schemaMismatch)
  }

  /// Writes `value` as the document for `key`, atomically, creating the container if needed,
  /// and returns the time stamped on it; when it throws, the previous document is intact.
  @discardableResult
  public func save<Value>(_ value: Value, for key: DocumentKey<Value>) throws(StorageError) -> Date
  {
    guard SafeName.isValid(key.name) else { throw .invalidName(key.name) }
    let url = try url(forFileNamed: Self.fileName(for: key))
    let storedAt = now()
    try accessor.writeDocument(
      Envelope(schemaVersion: Self.schemaVersion, storedAt: storedAt, payload: value), to: url)
    return storedAt
  }

  /// Deletes the document for `key`, if there is one.
  public func remove<Value>(_ key: DocumentKey<Value>) throws(StorageError) {
    guard SafeName.isValid(key.name) else { throw .invalidName(key.name) }
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return }
    try accessor.removeItem(at: directory.appendingPathComponent(Self.fileName(for: key)))
  }

  /// The names of the documents in the store (without `.json`), sorted; none when the container
  /// does not exist. Temporary files and the store's own files are left out.
  public func documentNames() throws(StorageError) -> [String] {
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return [] }
    return try accessor.itemNames(in: directory).compactMap { name in
      guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
      return String(name.dropLast(".json".count))
    }
  }

  /// Deletes the document named `name` (as ``documentNames()`` gives it), if there is one.
  public func removeDocument(named name: String) throws(StorageError) {
    guard SafeName.isValid(name) else { throw .invalidName(name) }
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return }
    try accessor.removeItem(at: directory.appendingPathComponent("\(name).json"))
  }

  /// The URL of a file of the store's own, such as its lock file, creating the container if needed.
  public func url(forFileNamed name: String) throws(StorageError) -> URL {
    guard SafeName.isValid(name) else { throw .invalidName(name) }
    return try fileSystem.containerURL(for: container).appendingPathComponent(name)
  }

  private static func fileName<Value>(for key: DocumentKey<Value>) -> String {
    "\(key.name).json"
  }
}

public import Foundation

/// Typed, versioned documents in one container, built from the file-system boundaries.
///
/// The store owns the format (JSON in a versioned envelope) and the naming (`<key>.json`); the
/// boundaries own the disk, so every failure a disk can produce can be simulated in a test.
///
/// Reading never guesses and never writes: a missing file (or container) is `nil`; a truncated
/// or foreign file, or one holding impossible values, is ``StorageError/corrupted(path:_:)``; a
/// file from another schema version is ``StorageError/unsupportedVersion(path:found:)``.
public struct DocumentStore: Sendable {
  /// The schema version written into every new document.
  ///
  /// Domain's `Codable` conformances are the stored format, so renaming a stored property
  /// changes the schema: bump this, and the store reports older files as written by another
  /// version instead of misreading them (docs/decisions/0007).
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

  /// Reads the document for `key`, or `nil` when there is none; creates nothing.
  ///
  /// A document whose value `isPlausible` rejects is ``StorageError/Corruption/impossibleValues``:
  /// numbers in a file are input from outside, as much as numbers from a server.
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

  /// The URL of a file of the store's own, such as its lock file, creating the container if
  /// needed.
  public func url(forFileNamed name: String) throws(StorageError) -> URL {
    guard SafeName.isValid(name) else { throw .invalidName(name) }
    return try fileSystem.containerURL(for: container).appendingPathComponent(name)
  }

  private static func fileName<Value>(for key: DocumentKey<Value>) -> String {
    "\(key.name).json"
  }
}

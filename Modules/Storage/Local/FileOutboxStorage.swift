public import Foundation

/// The outbox kept in one file, `outbox.json`, in a container of its own: a `LockedDocument`,
/// so adding a change while a sync sends others loses neither.
public struct FileOutboxStorage: OutboxStorageProviding {
  struct File: LockedContents {
    static let currentVersion = 1
    static let empty = File(schemaVersion: currentVersion, nextID: 1, entries: [])

    var schemaVersion: Int
    /// The identifier the next entry gets: above every one given, so none is ever reused.
    var nextID: Int
    var entries: [OutboxEntry]

    var isPlausible: Bool {
      let ids = entries.map(\.id)
      return nextID >= 1 && ids.allSatisfy { (1..<nextID).contains($0) }
        && zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
    }
  }

  private let document: LockedDocument<File>

  /// Creates an outbox in `container`, resolved by `fileSystem`, read and written through
  /// `accessor`, with changes serialized by `locks`, each waiting up to `lockWait` on `clock`.
  public init(
    container: StorageContainer,
    fileSystem: any FileSystemProviding,
    accessor: any FileAccessorProviding,
    locks: any FileLocking,
    clock: any Clock<Duration> = ContinuousClock(),
    lockWait: Duration = .seconds(5)
  ) {
    document = LockedDocument(
      container: container, fileName: "outbox.json", lockName: "outbox.lock",
      holder: "a change to the outbox", fileSystem: fileSystem, accessor: accessor, locks: locks,
      clock: clock, lockWait: lockWait)
  }

  /// The entries in the file, oldest first; none when there is no file yet.
  public func entries() throws(StorageError) -> [OutboxEntry] {
    try document.read()?.entries ?? []
  }

  /// Appends `data` under the lock, with the next identifier.
  public func append(_ data: Data) async throws(StorageError) -> OutboxEntry {
    try await document.change { file in
      let entry = OutboxEntry(id: file.nextID, data: data)
      file.entries.append(entry)
      file.nextID += 1
      return entry
    }
  }

  /// Replaces and removes entries under the lock, in one write.
  public func update(_ entries: [OutboxEntry], removing removed: Set<Int>)
    async throws(StorageError)
  {
    try await document.change { file in
      let replacements = Dictionary(entries.map { ($0.id, $0) }) { _, last in last }
      file.entries = file.entries.compactMap { entry in
        removed.contains(entry.id) ? nil : replacements[entry.id] ?? entry
      }
    }
  }
}

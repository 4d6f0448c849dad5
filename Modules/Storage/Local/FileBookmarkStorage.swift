public import Foundation

/// Bookmarks kept in one file, `bookmarks.json`, in a container of their own.
///
/// Each change reads the file, changes it and writes it back atomically, holding
/// `bookmarks.lock` meanwhile, so two processes changing bookmarks at once cannot lose each
/// other's change: the second finds the lock taken and is told the store is busy
/// (``StorageError/busy(path:)``) instead. Reads take no lock; an atomic write means a reader sees
/// the file before a change or after it.
///
/// The file is input like any other: one that does not decode, or holds a key that breaks the
/// rules, is ``StorageError/corrupted(path:_:)``, never a crash.
public struct FileBookmarkStorage: BookmarkStorageProviding {
  /// The file's schema version.
  static let schemaVersion = 1

  private struct File: Codable {
    var schemaVersion: Int
    var bookmarks: [Entry]
  }

  private struct Entry: Codable {
    var key: String
    var data: Data
  }

  private let container: StorageContainer
  private let fileSystem: any FileSystemProviding
  private let accessor: any FileAccessorProviding
  private let locks: any FileLocking

  /// Creates a store in `container`, resolved by `fileSystem`, read and written through
  /// `accessor`, with changes serialized by `locks`.
  public init(
    container: StorageContainer,
    fileSystem: any FileSystemProviding,
    accessor: any FileAccessorProviding = FileAccessor(),
    locks: any FileLocking = FileLock()
  ) {
    self.container = container
    self.fileSystem = fileSystem
    self.accessor = accessor
    self.locks = locks
  }

  /// Keeps `data` under `key`, holding the lock while the file is read, changed and written.
  public func saveBookmark(_ data: Data, for key: String) throws(StorageError) {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    try change { bookmarks in
      if let index = bookmarks.firstIndex(where: { $0.key == key }) {
        bookmarks[index].data = data
      } else {
        bookmarks.append(Entry(key: key, data: data))
      }
    }
  }

  /// What the file keeps under `key`, without taking the lock.
  public func loadBookmark(for key: String) throws(StorageError) -> Data? {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    return try read()?.first { $0.key == key }?.data
  }

  /// Forgets `key`; the file is only rewritten when it kept the key.
  public func removeBookmark(for key: String) throws(StorageError) {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    guard try read()?.contains(where: { $0.key == key }) == true else { return }
    try change { bookmarks in bookmarks.removeAll { $0.key == key } }
  }

  /// The keys in the file, in the order first saved; none when there is no file yet.
  public func bookmarkKeys() throws(StorageError) -> [String] {
    try read()?.map(\.key) ?? []
  }

  /// The bookmarks in the file, or `nil` when there is no file (nor container) yet.
  private func read() throws(StorageError) -> [Entry]? {
    guard let directory = try fileSystem.existingContainerURL(for: container) else { return nil }
    return try read(directory.appendingPathComponent("bookmarks.json"))
  }

  private func read(_ url: URL) throws(StorageError) -> [Entry]? {
    let data: Data
    do {
      data = try accessor.contents(of: url)
    } catch .notFound {
      return nil
    }
    guard let file = try? JSONDecoder().decode(File.self, from: data) else {
      throw .corrupted(path: url.path, .notADocument)
    }
    guard file.schemaVersion == Self.schemaVersion else {
      throw .unsupportedVersion(path: url.path, found: file.schemaVersion)
    }
    guard file.bookmarks.allSatisfy({ BookmarkKey.isValid($0.key) }),
      Set(file.bookmarks.map(\.key)).count == file.bookmarks.count
    else { throw .corrupted(path: url.path, .impossibleValues) }
    return file.bookmarks
  }

  /// Reads, changes and writes the file back while holding the lock.
  private func change(_ update: (inout [Entry]) -> Void) throws(StorageError) {
    let directory = try fileSystem.containerURL(for: container)
    let lockURL = directory.appendingPathComponent("bookmarks.lock")
    guard let lock = try locks.tryLock(at: lockURL) else { throw .busy(path: lockURL.path) }
    defer { lock.release() }
    let url = directory.appendingPathComponent("bookmarks.json")
    var bookmarks = try read(url) ?? []
    update(&bookmarks)
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      data = try encoder.encode(File(schemaVersion: Self.schemaVersion, bookmarks: bookmarks))
    } catch {
      throw .writeFailed(path: url.path, reason: "the bookmarks could not be encoded")
    }
    try accessor.write(data, to: url)
  }
}

public import Foundation

/// Bookmarks kept in `bookmarks.json` in a container of their own. Changes take turns under
/// `bookmarks.lock`, so concurrent processes lose nothing; reads take no lock. A file that does not
/// decode or holds a key that breaks the rules is ``StorageError/corrupted(path:_:)``.
public struct FileBookmarkStorage: BookmarkStorageProviding {
  struct File: LockedContents {
    static let currentVersion = 1
    static let empty = File(schemaVersion: currentVersion, bookmarks: [])

    var schemaVersion: Int
    var bookmarks: [KeptBookmark]

    var isPlausible: Bool {
      bookmarks.allSatisfy { BookmarkKey.isValid($0.key) }
        && Set(bookmarks.map(\.key)).count == bookmarks.count
    }
  }

  private let document: LockedDocument<File>

  /// Creates the store in `shared`.
  public init(in shared: SharedContainer) {
    document = LockedDocument(
      shared: shared, fileName: "bookmarks.json", lockName: "bookmarks.lock",
      holder: "a bookmark change")
  }

  /// Keeps `data` under `key`; writes nothing when it is kept there already.
  public func saveBookmark(_ data: Data, for key: String) async throws(StorageError) {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    try await document.change { file in
      if let index = file.bookmarks.firstIndex(where: { $0.key == key }) {
        file.bookmarks[index].data = data
      } else {
        file.bookmarks.append(KeptBookmark(key: key, data: data))
      }
    }
  }

  /// What the file keeps under `key`, without taking the lock.
  public func loadBookmark(for key: String) throws(StorageError) -> Data? {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    return try document.read()?.bookmarks.first { $0.key == key }?.data
  }

  /// Forgets `key`; the file is only rewritten when it kept the key.
  public func removeBookmark(for key: String) async throws(StorageError) {
    guard BookmarkKey.isValid(key) else { throw .invalidName(key) }
    guard try document.read()?.bookmarks.contains(where: { $0.key == key }) == true else {
      return
    }
    try await document.change { file in file.bookmarks.removeAll { $0.key == key } }
  }

  /// Everything in the file, in the order first saved; nothing when there is no file yet.
  public func bookmarks() throws(StorageError) -> [KeptBookmark] {
    try document.read()?.bookmarks ?? []
  }
}

public import Foundation

/// The file-system boundary, part four: small named values kept for the person, such as bookmarks.
///
/// The values are bytes whose meaning belongs to the layer above. Changes are `async` because one
/// may wait briefly for another process's change. ``FileBookmarkStorage`` and `MockBookmarkStorage`
/// (module `StorageMocks`) keep one contract suite.
public protocol BookmarkStorageProviding: Sendable {
  /// Keeps `data` under `key`, replacing what was kept there; a new key goes last. An empty or
  /// over-long key throws ``StorageError/invalidName(_:)``; on any error, what was kept is intact.
  func saveBookmark(_ data: Data, for key: String) async throws(StorageError)

  /// What is kept under `key`, or `nil` when nothing is.
  func loadBookmark(for key: String) throws(StorageError) -> Data?

  /// Forgets `key`; forgetting a key that is not kept succeeds and writes nothing.
  func removeBookmark(for key: String) async throws(StorageError)

  /// Everything kept, in the order first saved: one read, however many there are.
  func bookmarks() throws(StorageError) -> [KeptBookmark]
}

/// One value kept by a ``BookmarkStorageProviding``, with its key.
public struct KeptBookmark: Codable, Hashable, Sendable {
  /// The key it is kept under.
  public var key: String
  /// What was saved under `key`, encoded by the caller.
  public var data: Data

  /// Pairs `data` with the key it is kept under.
  public init(key: String, data: Data) {
    self.key = key
    self.data = data
  }
}

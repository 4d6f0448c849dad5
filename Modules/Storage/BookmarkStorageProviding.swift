public import Foundation

/// The file-system boundary, part four: small named values kept for the person, such as the
/// articles they bookmarked.
///
/// The values are bytes; what they mean belongs to the layer above (Repositories keeps an
/// article's JSON under `article-7`). Changes are `async`: one may wait briefly for another
/// process's change to finish.
///
/// Implemented by ``FileBookmarkStorage`` and `MockBookmarkStorage` (module `StorageMocks`), held
/// to one contract suite.
public protocol BookmarkStorageProviding: Sendable {
  /// Keeps `data` under `key`, replacing what was kept there; a new key goes last.
  ///
  /// - Throws: ``StorageError/invalidName(_:)`` for an empty or over-long key; the store's
  ///   error otherwise, with what was kept before intact.
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

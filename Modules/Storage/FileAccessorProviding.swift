public import Foundation

/// The file-system boundary, part two: reading and writing whole files.
///
/// Four operations and nothing else. Every write is atomic: a reader sees the old file or the
/// new one, never half of either, even if the process is killed mid-write.
///
/// The production implementation is ``FileAccessor``; tests use `MockFileAccessor` (module
/// `StorageMocks`), an in-memory fake that can fail any operation on demand. One contract suite
/// runs against both, so the fake cannot drift from the real thing.
public protocol FileAccessorProviding: Sendable {
  /// Reads a whole file.
  ///
  /// - Parameter url: The file.
  /// - Returns: Its contents.
  /// - Throws: ``StorageError/notFound(path:)`` when there is no such file;
  ///   ``StorageError/readFailed(path:reason:)`` for anything else.
  func contents(of url: URL) throws(StorageError) -> Data

  /// Replaces a file atomically, creating it with mode 0600 when it does not exist.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - url: The file.
  /// - Throws: ``StorageError/outOfSpace(path:)`` when the disk is full;
  ///   ``StorageError/writeFailed(path:reason:)`` for anything else. The old file is then intact.
  func write(_ data: Data, to url: URL) throws(StorageError)

  /// Whether a file exists at `url`.
  ///
  /// - Parameter url: The file.
  /// - Returns: `true` when it exists.
  func fileExists(at url: URL) -> Bool

  /// Deletes a file; deleting a file that does not exist succeeds.
  ///
  /// - Parameter url: The file.
  /// - Throws: ``StorageError/writeFailed(path:reason:)`` when it exists but cannot be deleted.
  func removeItem(at url: URL) throws(StorageError)
}

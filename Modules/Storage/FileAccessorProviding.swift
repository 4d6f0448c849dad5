public import Foundation

/// The file-system boundary, part two: reading and writing whole files.
///
/// Four operations and nothing else. Every write is atomic: a reader sees the old file or the
/// new one, never half of either, even if the process is killed mid-write. Every read is
/// bounded: only a regular file is read, and only up to a size limit, so nothing in a data
/// directory (a pipe, `/dev/zero`, a 2 GB file) can hang the app or take its memory.
///
/// Implemented by ``FileAccessor`` and `MockFileAccessor` (module `StorageMocks`), an in-memory
/// fake that can fail any operation, held to one contract suite. A double that fails one call
/// takes a few lines:
///
/// ```swift
/// struct UnreadableFiles: FileAccessorProviding {
///   func contents(of url: URL) throws(StorageError) -> Data {
///     throw .readFailed(path: url.path, SystemError(code: EACCES))
///   }
///   func write(_ data: Data, to url: URL) throws(StorageError) {}
///   func itemNames(in directory: URL) throws(StorageError) -> [String] { [] }
///   func removeItem(at url: URL) throws(StorageError) {}
/// }
/// ```
public protocol FileAccessorProviding: Sendable {
  /// Reads a whole file.
  ///
  /// - Throws: ``StorageError/notFound(path:)`` when there is no such file;
  ///   ``StorageError/notARegularFile(path:)`` for a directory, pipe or device;
  ///   ``StorageError/tooLarge(path:limit:)`` past the size limit, unread;
  ///   ``StorageError/readFailed(path:_:)`` for anything else.
  func contents(of url: URL) throws(StorageError) -> Data

  /// Replaces a file atomically, creating it with mode 0600 when it does not exist.
  ///
  /// - Throws: ``StorageError/outOfSpace(path:)`` when the disk is full;
  ///   ``StorageError/writeFailed(path:_:)`` for anything else. The old file is then intact.
  func write(_ data: Data, to url: URL) throws(StorageError)

  /// The names of the entries of a directory, sorted; none when it does not exist.
  ///
  /// - Throws: ``StorageError/readFailed(path:_:)`` when it exists but cannot be listed.
  func itemNames(in directory: URL) throws(StorageError) -> [String]

  /// Deletes a file; deleting a file that does not exist succeeds.
  ///
  /// - Throws: ``StorageError/writeFailed(path:_:)`` when it exists but cannot be deleted.
  func removeItem(at url: URL) throws(StorageError)
}

public import Foundation

/// The file-system boundary, part two: reading and writing whole files. Every write is atomic, so a
/// reader never sees half a file even if the writer is killed. Every read takes only a regular file
/// under a size limit, so no pipe, device or huge file can hang the app or take its memory.
///
/// ``FileAccessor`` and the in-memory `MockFileAccessor` (module `StorageMocks`) keep one contract
/// suite. A double that fails one call takes a few lines:
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

  /// Replaces a file atomically, creating it with mode 0600; on ``StorageError/outOfSpace(path:)``
  /// or ``StorageError/writeFailed(path:_:)`` the old file is intact.
  func write(_ data: Data, to url: URL) throws(StorageError)

  /// The names in a directory, sorted; none when it does not exist. One that exists but cannot be
  /// listed throws ``StorageError/readFailed(path:_:)``.
  func itemNames(in directory: URL) throws(StorageError) -> [String]

  /// Deletes a file, succeeding when there is none; throws ``StorageError/writeFailed(path:_:)``.
  func removeItem(at url: URL) throws(StorageError)
}

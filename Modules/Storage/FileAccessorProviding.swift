public import Foundation

/// The file-system boundary, part two: reading and writing files.
///
/// Five operations and nothing else. Every write is atomic: a reader sees the old file or the
/// new one, never half of either, even if the process is killed mid-write; an appended line is
/// whole or, killed mid-write, cut off by the next append. Every read is
/// bounded: only a regular file is read, and only up to a size limit, so nothing in a data
/// directory (a pipe, `/dev/zero`, a 2 GB file) can hang the app or take its memory.
///
/// The production implementation is ``FileAccessor``; tests use `MockFileAccessor` (module
/// `StorageMocks`), an in-memory fake that can fail any operation on demand. One contract suite
/// runs against both, so the fake cannot drift from the real thing.
///
/// A double for a test that needs one file to fail takes a few lines:
///
/// ```swift
/// struct UnreadableFiles: FileAccessorProviding {
///   func reading<Result>(
///     _ url: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
///   ) throws(StorageError) -> Result {
///     throw .readFailed(path: url.path, SystemError(code: EACCES))
///   }
///   func write(_ data: Data, to url: URL) throws(StorageError) {}
///   func appendLine(_ line: Data, to url: URL, limit: Int) throws(StorageError) {}
///   func itemNames(in directory: URL) throws(StorageError) -> [String] { [] }
///   func removeItem(at url: URL) throws(StorageError) {}
/// }
/// ```
public protocol FileAccessorProviding: Sendable {
  /// Opens a file and hands it to `body`, which reads the pieces it needs: a file larger than
  /// memory should hold is read a piece at a time, and what is read of it at two moments comes
  /// from the one file opened, even if another process replaces it meanwhile.
  /// ``contents(of:)`` reads it whole.
  ///
  /// - Throws: ``StorageError/notFound(path:)`` when there is no such file;
  ///   ``StorageError/notARegularFile(path:)`` for a directory, pipe or device;
  ///   ``StorageError/tooLarge(path:limit:)`` past the size limit, unread;
  ///   ``StorageError/readFailed(path:_:)`` for anything else; and what `body` throws.
  func reading<Result>(
    _ url: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
  ) throws(StorageError) -> Result

  /// Replaces a file atomically, creating it with mode 0600 when it does not exist.
  ///
  /// - Throws: ``StorageError/outOfSpace(path:)`` when the disk is full;
  ///   ``StorageError/writeFailed(path:_:)`` for anything else. The old file is then intact.
  func write(_ data: Data, to url: URL) throws(StorageError)

  /// Adds `line` and a newline at the end of a file, creating it with mode 0600 when it does not
  /// exist, and flushes it to disk: the one write a log needs, whose cost does not grow with the
  /// file. A last line an append killed mid-write left without its newline is cut off first, so
  /// it never joins the new one; so the appends to one file must not overlap (hold a lock), or
  /// one could cut another's line as it is written.
  ///
  /// - Throws: ``StorageError/tooLarge(path:limit:)`` when the file would grow past `limit`
  ///   bytes, and ``StorageError/unencodable(path:)`` when `line` holds a newline, both before
  ///   anything is written; ``StorageError/notARegularFile(path:)``;
  ///   ``StorageError/outOfSpace(path:)`` when the disk is full and
  ///   ``StorageError/writeFailed(path:_:)`` for anything else, the file then as it was.
  func appendLine(_ line: Data, to url: URL, limit: Int) throws(StorageError)

  /// The names of the entries of a directory, sorted; none when it does not exist.
  ///
  /// - Throws: ``StorageError/readFailed(path:_:)`` when it exists but cannot be listed.
  func itemNames(in directory: URL) throws(StorageError) -> [String]

  /// Deletes a file; deleting a file that does not exist succeeds.
  ///
  /// - Throws: ``StorageError/writeFailed(path:_:)`` when it exists but cannot be deleted.
  func removeItem(at url: URL) throws(StorageError)
}

extension FileAccessorProviding {
  /// Reads a whole file, as it was when opened.
  ///
  /// - Throws: What ``reading(_:_:)`` throws.
  public func contents(of url: URL) throws(StorageError) -> Data {
    try reading(url) { file throws(StorageError) in try file.read(0..<file.size) }
  }
}

/// A regular file opened for reading (``FileAccessorProviding/reading(_:_:)``): its size, and
/// any range of its bytes. It is open only while the `body` it was given to runs: keep what was
/// read, never the file.
public protocol ReadableFile {
  /// How many bytes it held when it was opened.
  var size: Int { get }

  /// The bytes in `range` of the file as it was opened: none past ``size`` or before 0, and
  /// fewer only where the file was cut short since.
  ///
  /// - Throws: ``StorageError/readFailed(path:_:)`` when the bytes cannot be read.
  func read(_ range: Range<Int>) throws(StorageError) -> Data
}

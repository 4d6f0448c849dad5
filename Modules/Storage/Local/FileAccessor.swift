public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The production ``FileAccessorProviding``: plain POSIX calls, so every step of an atomic write
/// is visible rather than hidden in a `.atomic` option.
///
/// A write goes to a temporary file *in the same directory* (so the rename cannot cross file
/// systems), is flushed to disk with `fsync`, and is then renamed over the target. `rename(2)` is
/// atomic: a reader, or a process that survives a `kill -9` mid-write, sees the whole old file or
/// the whole new one. New files are created with mode 0600: a profile cache is nobody else's
/// business.
public struct FileAccessor: FileAccessorProviding {
  /// Creates an accessor.
  public init() {}

  /// Reads a whole file.
  public func contents(of url: URL) throws(StorageError) -> Data {
    let path = url.path
    let descriptor = POSIX.retryingInterrupts { open(path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      if errno == ENOENT { throw .notFound(path: path) }
      throw .readFailed(path: path, reason: POSIX.errorMessage())
    }
    defer { close(descriptor) }

    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .readFailed(path: path, reason: POSIX.errorMessage())
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces a file atomically: temporary file, `fsync`, `rename`.
  public func write(_ data: Data, to url: URL) throws(StorageError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = "\(directory)/.\(url.lastPathComponent).\(UUID().uuidString).tmp"

    let descriptor = POSIX.retryingInterrupts {
      open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { throw Self.writeError(path: path) }

    do throws(StorageError) {
      try Self.writeAll(data, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw Self.writeError(path: path) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)

    guard rename(temporary, path) == 0 else {
      let error = Self.writeError(path: path)
      unlink(temporary)
      throw error
    }
    // Flush the directory entry too, so the rename itself survives a power cut. Best effort:
    // some file systems refuse to open a directory for this.
    let directoryDescriptor = open(directory, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// Whether a file exists at `url`.
  public func fileExists(at url: URL) -> Bool {
    access(url.path, F_OK) == 0
  }

  /// Deletes a file; a missing file is not an error.
  public func removeItem(at url: URL) throws(StorageError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw .writeFailed(path: url.path, reason: POSIX.errorMessage())
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String)
    throws(StorageError)
  {
    var offset = 0
    while offset < data.count {
      let written = data.withUnsafeBytes { bytes in
        POSIX.writeBytes(descriptor, bytes.baseAddress.map { $0 + offset }, data.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw writeError(path: path)
      }
      offset += written
    }
  }

  private static func writeError(path: String) -> StorageError {
    errno == ENOSPC || errno == EDQUOT
      ? .outOfSpace(path: path) : .writeFailed(path: path, reason: POSIX.errorMessage())
  }
}

public import Foundation

/// The production ``FileAccessorProviding``, in plain POSIX calls so every step is visible.
///
/// A write goes to a temporary file *in the same directory* (a rename cannot cross file systems),
/// named after its process, flushed with `fsync`, then renamed over the target atomically. The
/// next write in a directory deletes temporary files whose process is gone. New files get mode
/// 0600, since a profile cache is nobody else's business. A read opens without blocking and
/// refuses unread what is not a regular file or is larger than ``maximumBytes``.
public struct FileAccessor: FileAccessorProviding {
  /// 32 MiB: far more than any document Strata writes, far below what would strain memory.
  public static let defaultMaximumBytes = 32 * 1024 * 1024

  /// The largest file this accessor reads.
  public let maximumBytes: Int

  /// Creates an accessor that reads files of up to `maximumBytes`.
  public init(maximumBytes: Int = defaultMaximumBytes) {
    self.maximumBytes = max(0, maximumBytes)
  }

  /// Reads a whole regular file of at most ``maximumBytes``.
  public func contents(of url: URL) throws(StorageError) -> Data {
    let path = url.path
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, for ever.
    let descriptor = POSIX.retryingInterrupts {
      open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    }
    guard descriptor >= 0 else {
      let error = SystemError.current
      if error.code == ENOENT || error.code == ENOTDIR { throw .notFound(path: path) }
      throw .readFailed(path: path, error)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .readFailed(path: path, .current) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile(path: path) }
    guard Int(status.st_size) <= maximumBytes else {
      throw .tooLarge(path: path, limit: maximumBytes)
    }

    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .readFailed(path: path, .current)
      }
      // A file that grows while it is read is held to the same limit.
      guard data.count + count <= maximumBytes else {
        throw .tooLarge(path: path, limit: maximumBytes)
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces a file atomically, then deletes what killed writes left in the directory.
  public func write(_ data: Data, to url: URL) throws(StorageError) {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = "\(directory)/" + TemporaryName.make(for: url.lastPathComponent)

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
    // Flush the directory entry too, so the rename itself survives a power cut.
    Self.flushDirectory(of: url)
    sweepOrphans(in: directory)
  }

  /// `fsync`s the directory holding `url`, so an entry made in it survives a power cut. Best
  /// effort: some file systems refuse to open a directory for this.
  private static func flushDirectory(of url: URL) {
    let directory = open(url.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    guard directory >= 0 else { return }
    fsync(directory)
    close(directory)
  }

  /// The names in `directory`, sorted, `.` and `..` left out.
  public func itemNames(in directory: URL) throws(StorageError) -> [String] {
    try Self.names(in: directory.path) { _ in true }.sorted()
  }

  /// The names in `directory` whose first byte `keep` takes, `.` and `..` left out: the others
  /// never become strings, so looking for a few names in a large directory stays cheap.
  private static func names(in directory: String, keeping keep: (UInt8) -> Bool)
    throws(StorageError) -> [String]
  {
    guard let stream = opendir(directory) else {
      let error = SystemError.current
      if error.code == ENOENT || error.code == ENOTDIR { return [] }
      throw .readFailed(path: directory, error)
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
        guard let first = bytes.first, keep(first) else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let name, name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Deletes a file; a missing file is not an error.
  public func removeItem(at url: URL) throws(StorageError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw .writeFailed(path: url.path, .current)
    }
  }

  /// Deletes, best effort, the temporary files in `directory` whose writing process is gone.
  private func sweepOrphans(in directory: String) {
    // Temporary files are hidden (`.<file>.<pid>.<random>.tmp`): only those are looked at.
    guard let names = try? Self.names(in: directory, keeping: { $0 == UInt8(ascii: ".") }) else {
      return
    }
    for name in names {
      guard let writer = TemporaryName.writer(of: name), !TemporaryName.isAlive(writer) else {
        continue
      }
      unlink("\(directory)/\(name)")
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
    let error = SystemError.current
    return error.code == ENOSPC || error.code == EDQUOT
      ? .outOfSpace(path: path) : .writeFailed(path: path, error)
  }
}

/// The names of temporary files: `.<file>.<pid>.<random>.tmp`, so a later write can tell the
/// files of a process that is gone from those of one still writing.
enum TemporaryName {
  static func make(for file: String) -> String {
    ".\(file).\(getpid()).\(UInt64.random(in: 0 ... .max)).tmp"
  }

  /// The process that wrote `name`, when it is a temporary file's name.
  static func writer(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let parts = name.dropLast(4).split(separator: ".")
    guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0 else { return nil }
    return pid
  }

  /// Whether process `pid` still exists (a process of another user counts as existing).
  static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

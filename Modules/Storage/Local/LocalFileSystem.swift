public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The production ``FileSystemProviding``: containers are directories below a data directory
/// on the local disk.
///
/// Directories are created with mode 0700, one component at a time, so no intermediate directory
/// is left readable by others.
public struct LocalFileSystem: FileSystemProviding {
  /// The data directory that holds every container.
  public let root: URL

  /// Creates a file system rooted at `root`.
  ///
  /// - Parameter root: The data directory; see ``DataDirectory`` for the default.
  public init(root: URL) {
    self.root = root
  }

  /// Returns the directory for `container`, creating it and any missing parent.
  ///
  /// - Parameter container: Which container.
  /// - Returns: The directory's URL.
  /// - Throws: ``StorageError/invalidName(_:)`` for an unsafe name;
  ///   ``StorageError/containerUnavailable(path:reason:)`` when a directory cannot be created or
  ///   is not writable.
  public func containerURL(for container: StorageContainer) throws(StorageError) -> URL {
    guard container.isValid else { throw .invalidName(container.description) }
    try Self.makeDirectory(root.standardizedFileURL)
    var url = root.standardizedFileURL
    for component in container.components {
      url.appendPathComponent(component, isDirectory: true)
      try Self.makeDirectory(url)
    }
    guard access(url.path, W_OK | X_OK) == 0 else {
      throw .containerUnavailable(path: url.path, reason: POSIX.errorMessage())
    }
    return url
  }

  private static func makeDirectory(_ url: URL) throws(StorageError) {
    let path = url.path
    var status = stat()
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw .containerUnavailable(path: path, reason: "it is a file, not a directory")
      }
      return
    }
    if errno == ENOENT {
      let parent = url.deletingLastPathComponent()
      if parent.path != path { try makeDirectory(parent) }
      if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
    }
    throw .containerUnavailable(path: path, reason: POSIX.errorMessage())
  }
}

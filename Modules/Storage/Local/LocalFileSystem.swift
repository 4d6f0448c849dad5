public import Foundation

/// The production ``FileSystemProviding``, with containers below a data directory on the local
/// disk. Each missing directory is created with mode 0700, so none is left readable by others.
public struct LocalFileSystem: FileSystemProviding {
  /// The data directory that holds every container.
  public let root: URL

  /// Creates a file system rooted at `root`, the data directory (see ``DataDirectory``).
  public init(root: URL) {
    self.root = root
  }

  /// Returns the directory for `container`, creating it and any missing parent.
  public func containerURL(for container: StorageContainer) throws(StorageError) -> URL {
    let url = try directory(for: container)
    try Self.makeDirectory(root.standardizedFileURL)
    var parent = root.standardizedFileURL
    for component in container.components {
      parent.appendPathComponent(component, isDirectory: true)
      try Self.makeDirectory(parent)
    }
    guard access(url.path, W_OK | X_OK) == 0 else {
      throw .containerUnavailable(path: url.path, .current)
    }
    return url
  }

  /// Returns the directory for `container` when it exists and can be read.
  public func existingContainerURL(for container: StorageContainer) throws(StorageError) -> URL? {
    let url = try directory(for: container)
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .containerUnavailable(path: url.path, .current)
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw .containerUnavailable(path: url.path, SystemError(code: ENOTDIR))
    }
    guard access(url.path, R_OK | X_OK) == 0 else {
      throw .containerUnavailable(path: url.path, .current)
    }
    return url
  }

  private func directory(for container: StorageContainer) throws(StorageError) -> URL {
    guard container.isValid else { throw .invalidName(container.description) }
    return container.components.reduce(root.standardizedFileURL) {
      $0.appendingPathComponent($1, isDirectory: true)
    }
  }

  private static func makeDirectory(_ url: URL) throws(StorageError) {
    let path = url.path
    var status = stat()
    if stat(path, &status) == 0 {
      guard (status.st_mode & S_IFMT) == S_IFDIR else {
        throw .containerUnavailable(path: path, SystemError(code: ENOTDIR))
      }
      return
    }
    if errno == ENOENT {
      let parent = url.deletingLastPathComponent()
      if parent.path != path { try makeDirectory(parent) }
      if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
    }
    throw .containerUnavailable(path: path, .current)
  }
}

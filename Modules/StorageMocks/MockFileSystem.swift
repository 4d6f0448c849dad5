public import Foundation
public import Storage
import Synchronization

/// A ``Storage/FileSystemProviding`` that hands out virtual directories and can be made to fail,
/// as a missing or read-only data directory would.
public final class MockFileSystem: FileSystemProviding {
  /// The virtual data directory.
  public let root: URL
  private let failure = Mutex<SystemError?>(nil)

  /// Creates a provider whose containers live below `root`; nothing touches the disk.
  public init(root: URL = URL(fileURLWithPath: "/virtual/strata", isDirectory: true)) {
    self.root = root
  }

  /// Makes every later request fail with `error` (`EACCES` unless said), as when the data
  /// directory cannot be created.
  public func makeUnavailable(_ error: SystemError = .permissionDenied) {
    failure.withLock { $0 = error }
  }

  /// Returns the virtual directory for `container`, or the configured failure.
  public func containerURL(for container: StorageContainer) throws(StorageError) -> URL {
    try virtualDirectory(for: container)
  }

  /// Returns the virtual directory for `container`, or the configured failure: virtual
  /// directories always exist, and reads of files never written find nothing in them.
  public func existingContainerURL(for container: StorageContainer) throws(StorageError) -> URL? {
    try virtualDirectory(for: container)
  }

  private func virtualDirectory(for container: StorageContainer) throws(StorageError) -> URL {
    guard container.isValid else { throw .invalidName(container.description) }
    let url = container.components.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) }
    if let error = failure.withLock({ $0 }) { throw .containerUnavailable(path: url.path, error) }
    return url
  }
}

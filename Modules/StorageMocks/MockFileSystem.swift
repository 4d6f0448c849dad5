public import Foundation
public import Storage
import Synchronization

/// A ``Storage/FileSystemProviding`` that hands out virtual directories and can be made to fail,
/// as a missing or read-only data directory would.
public final class MockFileSystem: FileSystemProviding {
  private struct State {
    var requested: [StorageContainer] = []
    var unavailableReason: String?
  }

  /// The virtual data directory.
  public let root: URL
  private let state = Mutex(State())

  /// Creates a provider whose containers live below `root`; nothing touches the disk.
  public init(root: URL = URL(fileURLWithPath: "/virtual/strata", isDirectory: true)) {
    self.root = root
  }

  /// Every container asked for, in order.
  public var requestedContainers: [StorageContainer] { state.withLock { $0.requested } }

  /// Makes every later request fail with `reason` (the system's words), as when the data
  /// directory cannot be created.
  public func makeUnavailable(reason: String = "Permission denied") {
    state.withLock { $0.unavailableReason = reason }
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
    let reason = state.withLock { state in
      state.requested.append(container)
      return state.unavailableReason
    }
    guard container.isValid else { throw .invalidName(container.description) }
    let url = container.components.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) }
    if let reason { throw .containerUnavailable(path: url.path, reason: reason) }
    return url
  }
}

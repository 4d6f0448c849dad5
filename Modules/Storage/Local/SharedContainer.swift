import Foundation

/// A container whose files several processes change, with where it is, how its files are read and
/// written, and how changes take turns. A store of the person's data, such as
/// ``FileBookmarkStorage``, is made in one, so taking the lock is written once, here.
public struct SharedContainer: Sendable {
  /// The container, such as `bookmarks/sandbox`.
  public let container: StorageContainer
  let fileSystem: any FileSystemProviding
  let accessor: any FileAccessorProviding
  let locks: any FileLocking
  let clock: any Clock<Duration>
  let lockWait: Duration

  /// The container `container`, resolved by `fileSystem`, its files read and written through
  /// `accessor`, its changes serialized by `locks`, each waiting up to `lockWait` on `clock`.
  public init(
    _ container: StorageContainer,
    fileSystem: any FileSystemProviding,
    accessor: any FileAccessorProviding,
    locks: any FileLocking,
    clock: any Clock<Duration> = ContinuousClock(),
    lockWait: Duration = .seconds(5)
  ) {
    self.container = container
    self.fileSystem = fileSystem
    self.accessor = accessor
    self.locks = locks
    self.clock = clock
    self.lockWait = lockWait
  }

  /// The container's directory, or `nil` when it was never made: reading makes nothing.
  func existingDirectory() throws(StorageError) -> URL? {
    try fileSystem.existingContainerURL(for: container)
  }

  /// Runs `body` with the container's directory, made if needed, holding the lock file `lockName`
  /// in it under the name `holder`; throws ``StorageError/busy(path:holder:)`` past `lockWait`.
  func changing<Result>(
    lock lockName: String, holder: String, _ body: (URL) throws(StorageError) -> Result
  ) async throws(StorageError) -> Result {
    let directory = try fileSystem.containerURL(for: container)
    let lock = try await locks.lock(
      at: directory.appendingPathComponent(lockName), holder: holder, maximumWait: lockWait,
      clock: clock)
    defer { lock.release() }
    return try body(directory)
  }
}

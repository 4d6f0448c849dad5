public import Foundation

/// The file-system boundary, part three: an exclusive lock that works across processes.
///
/// Two `strata sync` processes at once must not interleave their writes. The lock is advisory
/// (`flock(2)` in ``FileLock``) and released by the kernel when its process dies, even by
/// `kill -9`, so a crashed sync never leaves the store locked.
public protocol FileLocking: Sendable {
  /// Tries once, without waiting, to take the lock on `url`, creating the lock file if needed.
  ///
  /// - Parameter url: The lock file.
  /// - Returns: The held lock, or `nil` when another holder has it.
  /// - Throws: ``StorageError/writeFailed(path:reason:)`` when the lock file cannot be opened.
  func tryLock(at url: URL) throws(StorageError) -> (any HeldLock)?
}

extension FileLocking {
  /// Takes the lock on `url`, trying again every `interval` for up to `maximumWait`.
  ///
  /// - Parameters:
  ///   - url: The lock file.
  ///   - maximumWait: How long to keep trying.
  ///   - interval: The pause between tries.
  ///   - clock: The clock that measures the pauses.
  /// - Returns: The held lock.
  /// - Throws: ``StorageError/busy(path:)`` when another holder keeps it past `maximumWait`;
  ///   ``StorageError/writeFailed(path:reason:)`` when the lock file cannot be opened.
  public func lock(
    at url: URL,
    maximumWait: Duration,
    interval: Duration = .milliseconds(100),
    clock: any Clock<Duration>
  ) async throws(StorageError) -> any HeldLock {
    var waited = Duration.zero
    while true {
      if let lock = try tryLock(at: url) { return lock }
      guard waited + interval <= maximumWait else { throw .busy(path: url.path) }
      do {
        try await clock.sleep(for: interval)
      } catch {
        throw .busy(path: url.path)
      }
      waited += interval
    }
  }
}

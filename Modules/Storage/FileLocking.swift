public import Foundation

/// The file-system boundary, part three: an exclusive lock that works across processes.
///
/// The lock is advisory (`flock(2)` in ``FileLock``), and the kernel releases it when its process
/// dies, even by `kill -9`, so a crashed sync never leaves the store locked. A holder says what it
/// is doing, so one that waits or gives up can say who it waited for.
public protocol FileLocking: Sendable {
  /// Tries once to lock the lock file `url`, creating it if needed, and returns `nil` when another
  /// holder has it. `holder` ("a sync") is for others' messages; an unopenable lock file throws
  /// ``StorageError/writeFailed(path:_:)``.
  func tryLock(at url: URL, holder: String) throws(StorageError) -> (any HeldLock)?

  /// What the holder of the lock on `url` said it was doing, when it said.
  func holder(of url: URL) -> String?
}

extension FileLocking {
  /// Takes the lock on `url`, trying every `interval` on `clock`, and throws
  /// ``StorageError/busy(path:holder:)`` naming the holder once `maximumWait` has passed or a
  /// cancellation cuts the wait short (the caller, which knows it was cancelled, words that), or
  /// ``StorageError/writeFailed(path:_:)`` when the lock file cannot be opened.
  public func lock(
    at url: URL,
    holder: String,
    maximumWait: Duration,
    interval: Duration = .milliseconds(50),
    clock: any Clock<Duration>
  ) async throws(StorageError) -> any HeldLock {
    var waited = Duration.zero
    while true {
      if let lock = try tryLock(at: url, holder: holder) { return lock }
      guard waited + interval <= maximumWait else {
        throw .busy(path: url.path, holder: self.holder(of: url))
      }
      do {
        try await clock.sleep(for: interval)
      } catch {
        throw .busy(path: url.path, holder: self.holder(of: url))
      }
      waited += interval
    }
  }
}

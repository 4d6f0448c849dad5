public import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The production ``FileLocking``: `flock(2)` on a lock file.
///
/// The kernel releases a `flock` when the last descriptor on it closes, which includes the
/// process dying for any reason, so a stale lock cannot outlive its holder.
public struct FileLock: FileLocking {
  /// Creates a lock provider.
  public init() {}

  /// Tries once to lock `url` exclusively.
  public func tryLock(at url: URL) throws(StorageError) -> (any HeldLock)? {
    let path = url.path
    let descriptor = POSIX.retryingInterrupts { open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: POSIX.errorMessage())
    }
    guard POSIX.retryingInterrupts({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
      let code = errno
      close(descriptor)
      if code == EWOULDBLOCK { return nil }
      throw .writeFailed(path: path, reason: POSIX.errorMessage(code))
    }
    return FlockHandle(descriptor: descriptor)
  }
}

/// A held `flock`; closing the descriptor releases it.
private final class FlockHandle: HeldLock {
  private let descriptor: Mutex<Int32?>

  init(descriptor: Int32) {
    self.descriptor = Mutex(descriptor)
  }

  deinit { release() }

  func release() {
    descriptor.withLock { descriptor in
      if let open = descriptor { close(open) }
      descriptor = nil
    }
  }
}

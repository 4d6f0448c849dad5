public import Foundation
import Synchronization

/// The production ``FileLocking``: `flock(2)` on a lock file that holds what its holder is doing.
/// Those words may outlive the lock, but they are only read while someone holds it.
public struct FileLock: FileLocking {
  /// The longest holder description kept, in bytes; a longer one is cut.
  static let maximumHolderBytes = 200

  /// Locks on the real file system; each lock lives in its file.
  public init() {}

  /// Tries once to lock `url` exclusively, and records `holder` in it.
  public func tryLock(at url: URL, holder: String) throws(StorageError) -> (any HeldLock)? {
    let path = url.path
    let descriptor = POSIX.retryingInterrupts {
      open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o600)
    }
    guard descriptor >= 0 else { throw .writeFailed(path: path, .current) }
    guard POSIX.retryingInterrupts({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
      let error = SystemError.current
      close(descriptor)
      if error.code == EWOULDBLOCK { return nil }
      throw .writeFailed(path: path, error)
    }
    // Best effort: a holder that cannot say what it does still holds the lock.
    // Cut by whole characters, so the reader never sees half of one.
    var words = "\(holder) (process \(getpid()))"
    while words.utf8.count > Self.maximumHolderBytes { words.removeLast() }
    if ftruncate(descriptor, 0) == 0 {
      _ = Array(words.utf8).withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    return FlockHandle(descriptor: descriptor)
  }

  /// What the lock file at `url` says its holder is doing.
  public func holder(of url: URL) -> String? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    var buffer = [UInt8](repeating: 0, count: Self.maximumHolderBytes)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    // Words from a file: only printable ones are passed on.
    let printable = String(text.unicodeScalars.filter { $0.properties.generalCategory != .control })
    return printable.isEmpty ? nil : printable
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
      if let open = descriptor {
        // Left empty, so a stale description never names a holder that has gone.
        ftruncate(open, 0)
        close(open)
      }
      descriptor = nil
    }
  }
}

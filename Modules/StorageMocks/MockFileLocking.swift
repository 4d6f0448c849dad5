public import Foundation
public import Storage
import Synchronization

/// A ``Storage/FileLocking`` that behaves like `flock` within one process and can pretend
/// another process holds the lock.
public final class MockFileLocking: FileLocking {
  private struct State {
    var attempts = 0
    var held: Set<String> = []
    var busyAttemptsLeft = 0
    var failure: StorageError?
    var holders: [String: String] = [:]
    var elsewhere: String?
    var elsewhereName: String?
  }

  private let state = Mutex(State())

  /// Creates a lock provider with every lock free.
  public init() {}

  /// How many times a lock was tried.
  public var attempts: Int { state.withLock { $0.attempts } }

  /// Whether a lock is currently held on `url` through this provider.
  public func isHeld(_ url: URL) -> Bool { state.withLock { $0.held.contains(url.path) } }

  /// Pretends another process, doing `holder`, holds every lock (or only the one in a file
  /// named `name`, such as `sync.lock`) for the next `attempts` tries of it (`Int.max`: for ever).
  public func holdElsewhere(
    forAttempts attempts: Int = .max, holder: String? = "a sync", named name: String? = nil
  ) {
    state.withLock { state in
      state.busyAttemptsLeft = attempts
      state.elsewhere = holder
      state.elsewhereName = name
    }
  }

  /// Makes every later try fail with `error`, as an unwritable lock file would.
  public func fail(with error: StorageError) {
    state.withLock { $0.failure = error }
  }

  /// Tries once to take the lock on `url`, for `holder`.
  public func tryLock(at url: URL, holder: String) throws(StorageError) -> (any HeldLock)? {
    let path = url.path
    let outcome = state.withLock { state -> Result<Bool, StorageError> in
      state.attempts += 1
      if let failure = state.failure { return .failure(failure) }
      if state.busyAttemptsLeft > 0,
        state.elsewhereName.map({ url.lastPathComponent == $0 }) ?? true
      {
        state.busyAttemptsLeft -= 1
        return .success(false)
      }
      let taken = state.held.insert(path).inserted
      if taken { state.holders[path] = holder }
      return .success(taken)
    }
    guard try outcome.get() else { return nil }
    return MockHeldLock { [weak self] in self?.release(path) }
  }

  /// What the holder of the lock on `url` said it was doing, or the one pretended elsewhere.
  public func holder(of url: URL) -> String? {
    state.withLock { state in
      let elsewhere =
        state.busyAttemptsLeft > 0
        && state.elsewhereName.map({ url.lastPathComponent == $0 }) ?? true
      return elsewhere ? state.elsewhere : state.holders[url.path]
    }
  }

  private func release(_ path: String) {
    state.withLock { state in
      state.held.remove(path)
      state.holders[path] = nil
    }
  }
}

private final class MockHeldLock: HeldLock {
  private let onRelease: Mutex<(@Sendable () -> Void)?>

  init(onRelease: @escaping @Sendable () -> Void) {
    self.onRelease = Mutex(onRelease)
  }

  func release() {
    let action = onRelease.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }
}

import Synchronization

/// Where `SIGWINCH` goes: ``Signals`` calls ``notify()`` when the terminal's window changes size,
/// and the terminal `browse` draws on, once open, is told.
final class WindowResizes: Sendable {
  private let observer = Mutex<(@Sendable () -> Void)?>(nil)

  /// Runs `action` on every later resize, instead of what ran before.
  func observe(_ action: @escaping @Sendable () -> Void) {
    observer.withLock { $0 = action }
  }

  /// Tells the observer, if there is one, that the window changed size.
  func notify() {
    observer.withLock { $0 }?()
  }
}

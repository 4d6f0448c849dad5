/// A lock that is held until ``release()`` is called or the holder goes away.
public protocol HeldLock: Sendable {
  /// Releases the lock; releasing twice does nothing.
  func release()
}

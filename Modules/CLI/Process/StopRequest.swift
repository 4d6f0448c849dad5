import Synchronization

/// A request to stop that may arrive before anyone is ready to act on it: a signal can come
/// before the run's task exists, and must still cancel it once it does.
final class StopRequest: Sendable {
  private struct State {
    var requested = false
    var action: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// Records the request, and acts on it if an action is set.
  @Sendable func request() {
    let action = state.withLock { state in
      state.requested = true
      return state.action
    }
    action?()
  }

  /// Sets what a request does; runs it at once if a request came first.
  func whenRequested(_ action: @escaping @Sendable () -> Void) {
    let requested = state.withLock { state in
      state.action = action
      return state.requested
    }
    if requested { action() }
  }
}

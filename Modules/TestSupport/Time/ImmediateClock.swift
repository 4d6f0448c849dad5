import Synchronization

/// A clock on which every sleep returns at once, moving time forward by the duration slept and
/// listing it in ``sleeps``, for code that only waits (a retry backoff, a lock poll). For code that
/// *races* work against time, use ``ManualClock``.
public final class ImmediateClock: Clock {
  /// A point on an ``ImmediateClock``'s time line.
  public typealias Instant = ManualClock.Instant

  private struct State {
    var now = Instant(offset: .zero)
    var sleeps: [Duration] = []
  }

  private let state = Mutex(State())

  /// Creates a clock that starts at offset zero.
  public init() {}

  /// The current instant: the start plus everything slept so far.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step of this clock: any duration is honoured exactly.
  public var minimumResolution: Duration { .zero }

  /// Every duration slept, in the order the sleeps were requested.
  public var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Moves time to `deadline` at once and returns, unless the task is already cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      let duration = state.now.duration(to: deadline)
      state.sleeps.append(max(.zero, duration))
      state.now = max(state.now, deadline)
    }
  }

  /// Moves time forward without sleeping, as if other work took `duration`.
  public func advance(by duration: Duration) {
    state.withLock { $0.now = $0.now.advanced(by: duration) }
  }
}

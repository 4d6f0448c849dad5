import Synchronization

/// A clock whose time moves only when a test calls ``advance(by:)``.
///
/// To test code that races work against a timeout, wait until it sleeps on this clock
/// (``waitForSleepers(count:)``), then advance time past the deadline. Nothing sleeps for real.
///
/// <!-- snippet: given hangingTransport: any HTTPTransport, request: HTTPRequest -->
/// ```swift
/// let clock = ManualClock()
/// let transport = TimeoutTransport(wrapping: hangingTransport, clock: clock)
/// let response = Task { try await transport.send(request) }
/// await clock.waitForSleepers(count: 1)
/// clock.advance(by: .seconds(10))
/// await #expect(throws: TransportError.timedOut) { try await response.value }
/// ```
public final class ManualClock: Clock {
  /// A point on a ``ManualClock``'s time line: the time elapsed since the clock was made.
  public struct Instant: InstantProtocol {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration) { self.offset = offset }

    // Conformances inherit their protocol's documentation.
    // swift-format-ignore: AllPublicDeclarationsHaveDocumentation
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// Returns the time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Orders instants by their offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Watcher {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<Int> = []
    var watchers: [Watcher] = []
  }

  private let state = Mutex(State())

  /// Creates a clock that starts at offset zero.
  public init() {}

  /// The current instant; it changes only through ``advance(by:)``.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step of this clock: any duration is honoured exactly.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks currently asleep on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced to `deadline`, or throws if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelledBeforeSleeping.remove(id) != nil {
            return .failure(CancellationError())
          }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
        } else {
          notifyWatchers()
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has passed, earliest first.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks are asleep on this clock.
  public func waitForSleepers(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state -> Bool in
        guard state.sleepers.count < count else { return true }
        state.watchers.append(Watcher(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private func notifyWatchers() {
    let ready = state.withLock { state -> [Watcher] in
      let count = state.sleepers.count
      let ready = state.watchers.filter { $0.count <= count }
      state.watchers.removeAll { $0.count <= count }
      return ready
    }
    for watcher in ready { watcher.continuation.resume() }
  }
}

import Synchronization

/// Lets at most `width` pieces of work run at once; the rest wait their turn, in order.
///
/// Swift Testing runs every test at once on a pool with one thread per core, so tests that compute
/// for seconds without suspending starve the rest. A run's expensive work (generated hostile cases,
/// child processes) goes through a limiter to keep the suite moving.
///
/// ```swift
/// try await Limiter.cpuBound.run {
///   var random = SeededGenerator.forThisRun()
///   for _ in 0..<GeneratedCases.perRun { _ = HostileValues.text(using: &random) }
/// }
/// ```
///
/// A caller whose task is cancelled before its turn comes leaves at once, without running.
public final class Limiter: Sendable {
  /// Lets one piece of work that never suspends run at a time, process-wide, so the cooperative
  /// pool always has a free thread.
  public static let cpuBound = Limiter(width: 1)

  /// For child processes a test starts and waits for, so dozens together cannot take the cores.
  /// It is wide because a child mostly waits (on a server, a `Retry-After`, a timeout).
  public static let childProcesses = Limiter(width: 16)

  private struct State {
    var running = 0
    var nextTicket = 0
    var waiting: [(ticket: Int, continuation: CheckedContinuation<Void, any Error>)] = []
  }

  private let width: Int
  private let state = Mutex(State())

  /// A limiter that lets `width` pieces of work (at least one) run at once.
  public init(width: Int) {
    self.width = max(1, width)
  }

  /// Runs `work` once fewer than `width` others are running.
  ///
  /// - Throws: `CancellationError` when the caller's task is cancelled before its turn; what
  ///   `work` throws otherwise.
  public func run<Value, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ work: () async throws(Failure) -> Value
  ) async throws -> Value {
    try await acquire()
    defer { release() }
    return try await work()
  }

  private func acquire() async throws {
    let ticket = state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Checking for a free slot and joining the queue share one critical section; otherwise a
        // release in between would find nobody waiting and strand this caller.
        let turn = state.withLock { state -> Turn in
          if Task.isCancelled { return .cancelled }
          guard state.running >= width else {
            state.running += 1
            return .now
          }
          state.waiting.append((ticket, continuation))
          return .later
        }
        switch turn {
        case .now: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .later: break
        }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        state.waiting.firstIndex { $0.ticket == ticket }.map { state.waiting.remove(at: $0) }
      }
      continuation?.continuation.resume(throwing: CancellationError())
    }
  }

  /// What a caller does when it asks for a slot.
  private enum Turn {
    case now
    case later
    case cancelled
  }

  private func release() {
    let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard !state.waiting.isEmpty else {
        state.running -= 1
        return nil
      }
      // The slot passes straight to the next in line: `running` stays as it is.
      return state.waiting.removeFirst().continuation
    }
    next?.resume()
  }
}

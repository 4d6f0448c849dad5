import Synchronization

/// Lets at most `width` pieces of work run at once; the rest wait their turn, in order.
///
/// Swift Testing runs every test at once, on a cooperative pool with one thread per core, so on
/// two cores two tests that compute for seconds without suspending hold the whole pool and every
/// other test waits for them. The expensive work of a run (generated hostile cases, child
/// processes) goes through a limiter, so the rest of the suite keeps moving.
///
/// ```swift
/// try await Limiter.cpuBound.run {
///   var random = SeededGenerator.forThisRun()
///   for _ in 0..<GeneratedCases.perRun { _ = HostileValues.text(using: &random) }
/// }
/// ```
///
/// A caller whose task is cancelled before its turn comes (a time limit ends it) leaves at once
/// without running: while it waits, or as it asks.
public final class Limiter: Sendable {
  /// The limiter for work that computes without suspending: one such test at a time, however
  /// many cores, so at least one thread of the cooperative pool is always free. There is one for
  /// the whole process because the threads it shares out are the process's.
  public static let cpuBound = Limiter(width: 1)

  /// The limiter for child processes a test starts and waits for (the built `strata`, say), so
  /// dozens starting together cannot take the cores from the tests in this process. The width is
  /// generous because much of a child's life is waiting (a server's latency, a `Retry-After`, a
  /// timeout), which costs nothing.
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
        // Whether a slot is free and joining the queue are decided in one critical section:
        // decided in two, a release between them would find nobody waiting, and this caller
        // would then wait for a slot that is already free.
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
    /// Runs: a slot was free.
    case now
    /// Waits in line, until a release hands it a slot.
    case later
    /// Gives up: its task was cancelled.
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

import Synchronization

/// Lets at most `width` pieces of work run at once; the rest wait their turn, in order.
///
/// Swift Testing runs every test at once, on a cooperative pool with one thread per core. A test
/// that computes for seconds without suspending holds its thread all that time, and on a
/// two-core machine two such tests hold the whole pool: every other test, however small, waits
/// for them (measured: view-model tests of a few milliseconds finishing after 47 s). The
/// expensive work of a run (generated hostile cases, child processes) goes through a limiter, so
/// the rest of the suite keeps moving on the threads it leaves free.
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
  /// many cores, so at least one thread of the cooperative pool is always free.
  ///
  /// One instance for the whole test process, on purpose: the resource it shares out (the
  /// process's threads) is process-wide, so a limiter per suite or per target would let several
  /// of them fill the pool again. It holds no result of any test, only the queue.
  public static let cpuBound = Limiter(width: 1)

  /// The limiter for child processes a test starts and waits for (the built `strata`, say): a
  /// bounded number at once, so dozens of them starting together cannot take the machine's
  /// cores from the tests running in this process. Much of a child's life is waiting on a
  /// server's latency, a `Retry-After` or a timeout, which costs nothing, so the width is
  /// generous: measured on two cores, 8 at once left both cores idle for seconds near the end of
  /// a run (28–31 s); 16 kept them busy (22–25 s), and the runs beside twelve busy processes and
  /// a second suite pass with it.
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
        // would then wait for a slot that is already free (measured: three end-to-end tests
        // waiting for good at the end of a run).
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

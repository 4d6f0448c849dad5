import Synchronization

/// A closed door that suspends whoever calls ``pass()`` until the test calls ``open()``.
///
/// Put a gate in a mock's handler to hold the code under test mid-call, so the test can check the
/// state while the call is in flight (a view model's `loading`, say) without sleeps or yield loops.
///
/// <!-- snippet: given repository: MockArticleRepository, viewModel: ArticleListViewModel -->
/// ```swift
/// let gate = Gate()
/// repository.articles.answers { call in
///   try? await gate.pass()
///   return Fetched(.mock(call.request, totalCount: 3))
/// }
/// let loading = Task { await viewModel.load() }
/// await gate.waitForArrivals(count: 1)
/// #expect(viewModel.state == .loading)
/// gate.open()
/// await loading.value
/// ```
///
/// A caller waiting at a closed gate leaves with `CancellationError` when its task is cancelled,
/// so a gate also stands in for a request that never answers.
public final class Gate: Sendable {
  private struct Watcher {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var isOpen = false
    var arrivals = 0
    var cancellations = 0
    var mostWaiting = 0
    var nextID = 0
    var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
    var cancelledEarly: Set<Int> = []
    var watchers: [Watcher] = []

    /// A number for the next caller, to find it again when its task is cancelled.
    mutating func callerID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
  }

  private let state = Mutex(State())

  /// Creates a closed gate.
  public init() {}

  /// How many callers have reached the gate so far, including any already let through.
  public var arrivals: Int { state.withLock { $0.arrivals } }

  /// How many callers left the gate because their task was cancelled.
  public var cancellations: Int { state.withLock { $0.cancellations } }

  /// The most callers held at the closed gate at once: the calls the code under test had in flight.
  public var mostWaiting: Int { state.withLock { $0.mostWaiting } }

  /// Suspends until the gate is open; returns at once if it already is.
  public func pass() async throws {
    let id = state.withLock { $0.callerID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, ready) = state.withLock { state -> (Result<Void, any Error>?, [Watcher]) in
          state.arrivals += 1
          let outcome: Result<Void, any Error>?
          if state.cancelledEarly.remove(id) != nil {
            state.cancellations += 1
            outcome = .failure(CancellationError())
          } else if state.isOpen {
            outcome = .success(())
          } else {
            state.waiting[id] = continuation
            state.mostWaiting = max(state.mostWaiting, state.waiting.count)
            outcome = nil
          }
          let arrivals = state.arrivals
          let ready = state.watchers.filter { $0.count <= arrivals }
          state.watchers.removeAll { $0.count <= arrivals }
          return (outcome, ready)
        }
        for watcher in ready { watcher.continuation.resume() }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let continuation = state.waiting.removeValue(forKey: id) else {
          state.cancelledEarly.insert(id)
          return nil
        }
        state.cancellations += 1
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Opens the gate: every waiting caller resumes, and later callers pass straight through.
  public func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting.removeAll() }
      return Array(state.waiting.values)
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Suspends until at least `count` callers have reached the gate.
  public func waitForArrivals(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state -> Bool in
        guard state.arrivals < count else { return true }
        state.watchers.append(Watcher(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}

import Synchronization
public import TerminalUI

/// A ``TerminalUI/Terminal`` that a test types into and reads from: keys and resizes are
/// scripted, everything written is kept, and a ``VirtualScreen`` shows what a person would see.
///
/// Waiting is event-driven: ``waitForScreen(where:)`` resumes after the write that makes the
/// screen match, so a test never sleeps.
///
/// ```swift
/// let terminal = MockTerminal(size: TerminalSize(columns: 80, rows: 24))
/// let run = Task { try await app.run() }
/// await terminal.waitForScreen { $0.contains { $0.contains("Article 1") } }
/// terminal.press(.down, .enter)
/// ```
public final class MockTerminal: Terminal {
  private struct Watcher {
    let id: Int
    let predicate: @Sendable ([String]) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var screen: VirtualScreen
    var writes: [String] = []
    var isStarted = false
    var restoreCount = 0
    var startFailure: TerminalError?
    var writeFailure: TerminalError?
    var watchers: [Watcher] = []
    var nextWatcher = 0
  }

  private let state: Mutex<State>
  private let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation

  /// A terminal of `size`, with nothing typed yet.
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    state = Mutex(State(screen: VirtualScreen(size: size)))
    (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  // MARK: Scripting

  /// Makes ``start()`` fail with `error`, as a terminal that refuses raw mode would.
  public func failStart(with error: TerminalError) {
    state.withLock { $0.startFailure = error }
  }

  /// Makes every later ``write(_:)`` fail with `error`, as a closed terminal would.
  public func failWrites(with error: TerminalError) {
    state.withLock { $0.writeFailure = error }
  }

  /// Presses `keys`, in order.
  public func press(_ keys: Key...) {
    for key in keys { continuation.yield(.key(key)) }
  }

  /// Types `text`, one character key each.
  public func type(_ text: String) {
    for character in text { continuation.yield(.key(.character(character))) }
  }

  /// Resizes the window to `size`.
  public func resize(to size: TerminalSize) {
    state.withLock { $0.screen.resize(to: size) }
    continuation.yield(.resize(size))
  }

  /// Closes the terminal: the app's event stream ends.
  public func close() {
    continuation.finish()
  }

  // MARK: Reading

  /// What the screen shows now, one string per row.
  public var screen: [String] { state.withLock { $0.screen.lines } }

  /// The whole virtual screen: modes and anything unexpected, too.
  public var virtualScreen: VirtualScreen { state.withLock { $0.screen } }

  /// Every write, in order.
  public var writes: [String] { state.withLock { $0.writes } }

  /// Whether the app took the terminal over and has not given it back.
  public var isTakenOver: Bool { state.withLock { $0.isStarted } }

  /// How many times ``restore()`` was called.
  public var restoreCount: Int { state.withLock { $0.restoreCount } }

  /// Suspends until the screen satisfies `predicate` (at once if it already does), or until
  /// the waiting task is cancelled (a test's time limit), so a screen that never comes fails
  /// the test instead of hanging it.
  public func waitForScreen(where predicate: @escaping @Sendable ([String]) -> Bool) async {
    let id = state.withLock { state in
      defer { state.nextWatcher += 1 }
      return state.nextWatcher
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let matches = state.withLock { state in
          guard !predicate(state.screen.lines), !Task.isCancelled else { return true }
          state.watchers.append(
            Watcher(id: id, predicate: predicate, continuation: continuation))
          return false
        }
        if matches { continuation.resume() }
      }
    } onCancel: {
      let watcher = state.withLock { state -> Watcher? in
        guard let index = state.watchers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.watchers.remove(at: index)
      }
      watcher?.continuation.resume()
    }
  }

  /// Suspends until some row of the screen contains `text`.
  public func waitForText(_ text: String) async {
    await waitForScreen { $0.contains { $0.contains(text) } }
  }

  // MARK: Terminal

  /// The size of the virtual screen: the one given, or the last ``resize(to:)``.
  public var size: TerminalSize { state.withLock { $0.screen.size } }

  /// Takes the terminal over, or fails as ``failStart(with:)`` asked.
  public func start() throws(TerminalError) {
    let failure = state.withLock { state -> TerminalError? in
      if let failure = state.startFailure { return failure }
      state.isStarted = true
      return nil
    }
    if let failure { throw failure }
  }

  /// Gives the terminal back, and counts the call.
  public func restore() {
    state.withLock { state in
      state.restoreCount += 1
      state.isStarted = false
    }
  }

  /// Keeps `text`, applies it to the virtual screen and wakes the waits it satisfies; or fails
  /// as ``failWrites(with:)`` asked.
  public func write(_ text: String) throws(TerminalError) {
    let (failure, ready) = state.withLock { state -> (TerminalError?, [Watcher]) in
      if let failure = state.writeFailure { return (failure, []) }
      state.writes.append(text)
      state.screen.apply(text)
      let lines = state.screen.lines
      var ready: [Watcher] = []
      var waiting: [Watcher] = []
      for watcher in state.watchers {
        if watcher.predicate(lines) { ready.append(watcher) } else { waiting.append(watcher) }
      }
      state.watchers = waiting
      return (nil, ready)
    }
    if let failure { throw failure }
    for watcher in ready { watcher.continuation.resume() }
  }

  /// The keys and resizes scripted with ``press(_:)``, ``type(_:)`` and ``resize(to:)``.
  public func events() -> AsyncStream<TerminalEvent> {
    stream
  }
}

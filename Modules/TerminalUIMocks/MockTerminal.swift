import Synchronization
public import TerminalUI
import TestSupport

/// A ``TerminalUI/Terminal`` that a test scripts with keys and resizes, keeping every write and
/// showing it on a ``VirtualScreen``. A wait resumes after the write that makes the screen match,
/// and with the app watched (``watch(_:)``) fails once the app settles, never at a time limit.
///
/// <!-- snippet: given app: BrowseApp -->
/// ```swift
/// let terminal = MockTerminal(size: TerminalSize(columns: 80, rows: 24))
/// terminal.watch(app)
/// let run = Task { try await app.run() }
/// try await terminal.waitForText("Article 1")
/// terminal.press(.down, .enter)
/// ```
public final class MockTerminal: Terminal, AppWatching {
  private struct State {
    var screen: VirtualScreen
    var writes: [String] = []
    var isStarted = false
    var restoreCount = 0
    var suspendCount = 0
    var startFailure: TerminalError?
    var writeFailure: TerminalError?
    /// The events typed and not taken yet.
    var queue: [TerminalEvent] = []
    var isClosed = false
    /// The app, waiting for the next event.
    var reader: CheckedContinuation<TerminalEvent?, Never>?
    /// How many changes there have been: writes, events taken, the app's work starting or
    /// ending. A wait sleeps until it moves.
    var changes = 0
    var changeWaiters: [(after: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state: Mutex<State>
  private let settled = Mutex<(@MainActor @Sendable () -> Bool)?>(nil)

  /// A terminal of `size`, with nothing typed yet.
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    state = Mutex(State(screen: VirtualScreen(size: size)))
  }

  /// Watches `app`, so that a wait fails as soon as the app has settled; an app on this terminal
  /// calls it when it is made.
  @MainActor
  public func watch(_ app: BrowseApp) {
    app.onActivityChange { [weak self] in self?.changed() }
    settled.withLock { $0 = { [weak app] in !(app?.isBusy ?? false) } }
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
    for key in keys { send(.key(key)) }
  }

  /// Types `text`, one character key each.
  public func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  /// Resizes the window to `size`.
  public func resize(to size: TerminalSize) {
    state.withLock { $0.screen.resize(to: size) }
    send(.resize(size))
  }

  /// Asks the app to suspend, as `SIGTSTP` from outside does.
  public func requestSuspend() {
    send(.suspend)
  }

  /// Closes the terminal: the app's event stream ends.
  public func close() {
    let reader = state.withLock { state in
      state.isClosed = true
      defer { state.reader = nil }
      return state.reader
    }
    reader?.resume(returning: nil)
  }

  private func send(_ event: TerminalEvent) {
    let reader = state.withLock { state -> CheckedContinuation<TerminalEvent?, Never>? in
      guard let reader = state.reader else {
        state.queue.append(event)
        return nil
      }
      state.reader = nil
      return reader
    }
    reader?.resume(returning: event)
    changed()
  }

  /// The next event, for the app: at once when one was typed, else when one is.
  private func next() async -> TerminalEvent? {
    let event = await withCheckedContinuation {
      (continuation: CheckedContinuation<TerminalEvent?, Never>) in
      let ready = state.withLock { state -> TerminalEvent?? in
        if !state.queue.isEmpty { return .some(state.queue.removeFirst()) }
        if state.isClosed { return .some(nil) }
        state.reader = continuation
        return nil
      }
      if let ready {
        continuation.resume(returning: ready)
      } else {
        // The app now waits for a key: a wait that watches for the app to settle must look.
        changed()
      }
    }
    changed()
    return event
  }

  /// Something changed: wakes the waits that sleep on it.
  private func changed() {
    let waiters = state.withLock { state in
      state.changes += 1
      defer { state.changeWaiters = [] }
      return state.changeWaiters
    }
    for waiter in waiters { waiter.continuation.resume() }
  }

  private func change(after count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let moved = state.withLock { state in
        guard state.changes == count else { return true }
        state.changeWaiters.append((count, continuation))
        return false
      }
      if moved { continuation.resume() }
    }
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

  /// How many times ``stopAndContinue()`` was called.
  public var suspendCount: Int { state.withLock { $0.suspendCount } }

  /// How many times ``restore()`` was called.
  public var restoreCount: Int { state.withLock { $0.restoreCount } }

  /// Suspends until the screen satisfies `predicate`. Once a watched app has settled (every key
  /// taken, no work running, no redraw owed), it reports a failure naming `description` with the
  /// screen, closes the terminal so the app ends, and throws ``ScreenNeverCame``.
  public func waitForScreen(
    _ description: String = "the screen it waited for",
    where predicate: @escaping @Sendable ([String]) -> Bool,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    while true {
      let (lines, count, isWaiting) = state.withLock {
        ($0.screen.lines, $0.changes, $0.reader != nil && $0.queue.isEmpty)
      }
      if predicate(lines) { return }
      if isWaiting, let settled = settled.withLock({ $0 }), await settled(),
        state.withLock({ $0.changes == count })
      {
        reportFailure(
          "\(description) never appeared: the app settled with this on the screen:\n"
            + lines.joined(separator: "\n"), at: site)
        close()
        throw ScreenNeverCame(description: description)
      }
      await change(after: count)
    }
  }

  /// Suspends until the app has taken every key typed and waits for the next: the moment after a
  /// key that changes nothing on the screen (an `r` while a load is under way, say) was handled.
  public func waitForKeysTaken() async {
    while true {
      let (count, isWaiting) = state.withLock {
        ($0.changes, $0.reader != nil && $0.queue.isEmpty)
      }
      if isWaiting { return }
      await change(after: count)
    }
  }

  /// Suspends until some row contains `text`, or throws as
  /// ``waitForScreen(_:where:fileID:filePath:line:column:)`` does.
  public func waitForText(
    _ text: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async throws {
    try await waitForScreen(
      "'\(text)'", where: { $0.contains { $0.contains(text) } }, fileID: fileID,
      filePath: filePath, line: line, column: column)
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

  /// Counts a stop and wipes the virtual screen, as the shell's output would, so only a full
  /// redraw shows the app again. Pass it as a ``BrowseApp``'s `stopProcess`.
  public func stopAndContinue() {
    state.withLock { state in
      state.suspendCount += 1
      state.screen = VirtualScreen(size: state.screen.size)
    }
  }

  /// Keeps `text`, applies it to the virtual screen and wakes the waits on it; or fails as
  /// ``failWrites(with:)`` asked.
  public func write(_ text: String) throws(TerminalError) {
    let failure = state.withLock { state -> TerminalError? in
      if let failure = state.writeFailure { return failure }
      state.writes.append(text)
      state.screen.apply(text)
      return nil
    }
    if let failure { throw failure }
    changed()
  }

  /// The keys and resizes scripted with ``press(_:)``, ``type(_:)`` and ``resize(to:)``, until
  /// ``close()``; a task that stops iterating them (cancelled) ends them too.
  public func events() -> AsyncStream<TerminalEvent> {
    AsyncStream { [weak self] in
      guard let self else { return nil }
      return await withTaskCancellationHandler {
        await self.next()
      } onCancel: {
        self.close()
      }
    }
  }
}

/// A screen a test waited for could not come: the app settled without drawing it.
public struct ScreenNeverCame: Error, CustomStringConvertible {
  /// What was waited for.
  public var description: String
}

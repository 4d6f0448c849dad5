import Observation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata browse`: a stack of screens on a terminal, drawn from view-model state and driven by
/// keys, as SwiftUI drives views. Drawing watches what it reads (Observation), so a change redraws
/// and nothing polls. Leaving a screen cancels what it started (``Screen/disappear()``), and every
/// way out, an error's included, restores the terminal.
@MainActor
public final class BrowseApp {
  /// How a run ended.
  public enum Exit: Equatable, Sendable {
    /// The person pressed `q`.
    case quit
    /// The person pressed Ctrl-C.
    case interrupted
    /// The task running the app was cancelled (a signal).
    case cancelled
    /// The terminal stopped sending: it was closed.
    case inputEnded
  }

  private let terminal: any Terminal
  private let stopProcess: @MainActor () -> Void
  private let writer: FrameWriter
  private var stack: [any Screen]
  private var size: TerminalSize
  private var shown: Frame?
  private var drawScheduled = false {
    didSet { activity.changed?() }
  }
  private var isRunning = false
  private let activity = AppActivity()
  /// Changes Observation reported that have not been turned into a redraw yet: counted the
  /// moment they happen, on whatever thread, so the app is never idle with a redraw owed.
  private let changesToDraw = PendingCount()

  /// Creates an app on `terminal` that starts on `root`. On Ctrl-Z it gives the terminal back and
  /// calls `stopProcess`, which returns once the process is continued; a test passes its own.
  public init(
    terminal: any Terminal, root: any Screen, colors: Bool,
    stopProcess: @escaping @MainActor () -> Void = BrowseApp.stopProcess
  ) {
    self.terminal = terminal
    self.stopProcess = stopProcess
    self.writer = FrameWriter(colors: colors)
    self.stack = [root]
    self.size = terminal.size
    (terminal as? any AppWatching)?.watch(self)
  }

  /// Whether work the screens started is still running, or a redraw is waiting: `false` means
  /// that, until the next key or resize, nothing will change on the screen.
  public var isBusy: Bool {
    activity.running > 0 || drawScheduled || changesToDraw.count > 0
  }

  /// Runs `action` every time ``isBusy`` may have changed: how a test knows, without waiting on
  /// time, that the app has done all it will do.
  public func onActivityChange(_ action: @escaping @MainActor () -> Void) {
    activity.changed = action
  }

  /// Takes the terminal over, runs until the person leaves, and gives it back exactly as it was.
  public func run() async throws(TerminalError) -> Exit {
    try terminal.start()
    isRunning = true
    defer {
      isRunning = false
      drawScheduled = false
      for screen in stack.reversed() { screen.disappear() }
      terminal.restore()
    }
    AppActivity.$current.withValue(activity) {
      stack.last?.appear()
      draw()
    }
    for await event in terminal.events() {
      if event == .suspend || event == .key(.control("z")) {
        try suspend()
        continue
      }
      let exit = AppActivity.$current.withValue(activity) { () -> Exit? in
        switch event {
        case .resize(let newSize):
          size = newSize
        case .key(let key):
          if let exit = handle(key) { return exit }
        case .suspend:
          break
        }
        draw()
        return nil
      }
      if let exit { return exit }
    }
    return Task.isCancelled ? .cancelled : .inputEnded
  }

  /// Stops this process (not its group) until it is continued, as a shell's Ctrl-Z would. It raises
  /// `SIGSTOP`, which no handler catches, on this thread, since a signal sent to the process could
  /// land on another thread while this one put raw mode back before the stop took hold.
  public static func stopProcess() {
    raise(SIGSTOP)
  }

  /// Gives the terminal back while the process is stopped, then takes it over afresh (the shell may
  /// have changed its settings) and redraws everything at the window's new size.
  private func suspend() throws(TerminalError) {
    terminal.restore()
    stopProcess()
    try terminal.start()
    size = terminal.size
    shown = nil
    AppActivity.$current.withValue(activity) { draw() }
  }

  /// The frame the top screen shows now; for tests and for ``run()``.
  public func currentFrame() -> Frame {
    guard let screen = stack.last else { return Frame(size: size, lines: []) }
    return BrowseLayout.frame(title: screen.title, content: screen.body(in: size), size: size)
  }

  private func handle(_ key: Key) -> Exit? {
    if key == .control("c") { return .interrupted }
    guard let screen = stack.last else { return .quit }
    switch screen.handle(key, in: size) {
    case .handled:
      return nil
    case .push(let next):
      push(next)
      return nil
    case .pop:
      pop()
      return nil
    case .replace(let next):
      stack.removeLast().disappear()
      stack.append(next)
      next.appear()
      return nil
    case .unhandled:
      switch key {
      case .character("q"):
        return .quit
      case .character("?") where !(screen is HelpScreen):
        push(HelpScreen())
      case .escape, .left, .character("h"):
        pop()
      default:
        break
      }
      return nil
    }
  }

  private func push(_ screen: any Screen) {
    stack.last?.disappear()
    stack.append(screen)
    screen.appear()
  }

  private func pop() {
    guard stack.count > 1 else { return }
    stack.removeLast().disappear()
    stack.last?.appear()
  }

  /// Draws the top screen, watching what it read: a change to any of it schedules one redraw.
  private func draw() {
    drawScheduled = false
    let frame = withObservationTracking {
      currentFrame()
    } onChange: { [weak self, changesToDraw] in
      changesToDraw.add()
      Task { @MainActor in
        self?.scheduleDraw()
        changesToDraw.remove()
      }
    }
    let bytes = writer.changes(from: shown, to: frame)
    shown = frame
    guard !bytes.isEmpty else { return }
    // A terminal that can no longer be written to ends nothing here: the next key, or the
    // signal that closed it, ends the run.
    try? terminal.write(bytes)
  }

  private func scheduleDraw() {
    // After `run()` has returned, the terminal is given back: nothing may be drawn on it.
    guard isRunning, !drawScheduled else { return }
    drawScheduled = true
    Task { @MainActor in
      if self.drawScheduled && self.isRunning { self.draw() }
    }
  }
}

/// A count that any thread can change.
private final class PendingCount: Sendable {
  private let value = Mutex(0)

  var count: Int { value.withLock { $0 } }

  func add() { value.withLock { $0 += 1 } }

  func remove() { value.withLock { $0 = max(0, $0 - 1) } }
}

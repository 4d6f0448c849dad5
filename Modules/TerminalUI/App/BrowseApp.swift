import Observation

/// `strata browse`: a stack of screens on a terminal, drawn from view-model state and driven by
/// keys, as SwiftUI drives views.
///
/// The loop is small on purpose: wait for an event (a key, a resize), let the top screen handle a
/// key (or handle `q`, `?`, `Esc` and Ctrl-C itself), draw. Drawing reads the screen's body inside
/// `withObservationTracking`; when the view model's state changes (a page arrives, a sync
/// advances), Observation calls back and the screen is drawn again. Nothing polls and no timer
/// runs while the person does nothing.
///
/// Leaving a screen cancels what it started (``Screen/disappear()``), and every way out, a key,
/// Ctrl-C, a signal cancelling the task, an error, restores the terminal.
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
  private let writer: FrameWriter
  private var stack: [any Screen]
  private var size: TerminalSize
  private var shown: Frame?
  private var drawScheduled = false

  /// Creates an app that starts on `root`, on `terminal`, drawing emphasis when `colors` is
  /// true.
  public init(terminal: any Terminal, root: any Screen, colors: Bool) {
    self.terminal = terminal
    self.writer = FrameWriter(colors: colors)
    self.stack = [root]
    self.size = terminal.size
  }

  /// Takes the terminal over, runs until the person leaves, and gives it back exactly as it was.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be taken over.
  public func run() async throws(TerminalError) -> Exit {
    try terminal.start()
    defer {
      for screen in stack.reversed() { screen.disappear() }
      terminal.restore()
    }
    stack.last?.appear()
    draw()
    for await event in terminal.events() {
      switch event {
      case .resize(let newSize):
        size = newSize
        draw()
      case .key(let key):
        if let exit = handle(key) { return exit }
        draw()
      }
    }
    return Task.isCancelled ? .cancelled : .inputEnded
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
    } onChange: { [weak self] in
      Task { @MainActor in self?.scheduleDraw() }
    }
    let bytes = writer.changes(from: shown, to: frame)
    shown = frame
    guard !bytes.isEmpty else { return }
    // A terminal that can no longer be written to ends nothing here: the next key, or the
    // signal that closed it, ends the run.
    try? terminal.write(bytes)
  }

  private func scheduleDraw() {
    guard !drawScheduled else { return }
    drawScheduled = true
    Task { @MainActor in
      if self.drawScheduled { self.draw() }
    }
  }
}

import Synchronization

/// A full-screen app's terminal, as the signals see it.
protocol SignalledScreen: AnyObject, Sendable {
  /// The window changed size (`SIGWINCH`).
  func sizeChanged()
  /// Asks the app to give the terminal back and stop (`SIGTSTP`); `false` when none listens.
  func suspendRequested() -> Bool
  /// Gives the terminal back without waiting on it: the last thing before a forced exit.
  func restoreWithoutWaiting()
}

/// The screen an interactive command opened, if any, where the signals concerning a screen go. A
/// forced exit restores the terminal first, never leaving the shell on the alternate screen.
final class OpenScreen: Sendable {
  private let screen = Mutex<(any SignalledScreen)?>(nil)

  /// Makes `opened` the screen the signals concern.
  func set(_ opened: any SignalledScreen) {
    screen.withLock { $0 = opened }
  }

  /// Tells the screen, if one is open, that the window changed size.
  func resized() {
    screen.withLock { $0 }?.sizeChanged()
  }

  /// Asks the app on the screen to suspend; `false` when no app listens, and the caller stops
  /// the process itself.
  func suspendRequested() -> Bool {
    screen.withLock { $0 }?.suspendRequested() ?? false
  }

  /// Gives the terminal back, if a screen is open, without waiting on it: the last thing before
  /// a forced exit, which may be forced precisely because the terminal stalls.
  func restoreWithoutWaiting() {
    screen.withLock { $0 }?.restoreWithoutWaiting()
  }
}

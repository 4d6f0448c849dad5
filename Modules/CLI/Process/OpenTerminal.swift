import Synchronization
import TerminalUI

/// The terminal `browse` draws on, once it is open: where the signals that concern a screen go.
///
/// ``Signals`` runs on its own thread and knows nothing of screens; this is the one place that
/// does. `SIGWINCH` becomes a resize, `SIGTSTP` a request to suspend (the app gives the terminal
/// back before it stops), and a forced exit restores the terminal first, so the shell is never
/// left on the alternate screen with the cursor hidden.
final class OpenTerminal: Sendable {
  private let terminal = Mutex<POSIXTerminal?>(nil)

  /// Makes `opened` the terminal the signals concern.
  func set(_ opened: POSIXTerminal) {
    terminal.withLock { $0 = opened }
  }

  /// Tells the terminal, if one is open, that the window changed size.
  func resized() {
    terminal.withLock { $0 }?.sizeChanged()
  }

  /// Asks the app on the terminal to suspend; `false` when no app listens, and the caller
  /// stops the process itself.
  func suspendRequested() -> Bool {
    terminal.withLock { $0 }?.suspendRequested() ?? false
  }

  /// Gives the terminal back, if one is open, without waiting on it: the last thing before a
  /// forced exit, which may be forced precisely because the terminal stalls.
  func restoreWithoutWaiting() {
    terminal.withLock { $0 }?.restoreWithoutWaiting()
  }
}

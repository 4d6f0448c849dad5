/// Something that happened at the terminal.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window was resized to this size.
  case resize(TerminalSize)
  /// Something outside asked the app to stop for now (`SIGTSTP`, as `kill -TSTP` sends it):
  /// the app gives the terminal back and stops, as it does for Ctrl-Z.
  case suspend
}

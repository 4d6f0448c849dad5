/// Something that happened at the terminal.
public enum TerminalEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// The window was resized to this size.
  case resize(TerminalSize)
}

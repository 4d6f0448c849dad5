/// A key as a person pressed it, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab (byte 9, which Ctrl-I sends too); forms move the focus to the next field with it.
  case tab
  /// Backspace (DEL or ^H).
  case backspace
  /// Escape, pressed alone.
  case escape
  /// An arrow key.
  case up, down, left, right
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Home and End.
  case home, end
  /// The forward-delete key.
  case delete
  /// Control and a letter, such as Ctrl-C (`control("c")`); raw mode delivers it as a key.
  case control(Character)
}

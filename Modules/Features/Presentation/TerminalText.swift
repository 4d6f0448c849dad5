/// Text made safe to show on a terminal: nothing in it can move the cursor, clear the screen,
/// set the window title, write the clipboard or reorder what the person reads.
///
/// Every string from outside passes through ``sanitized(_:keepingLineBreaks:)``, for a terminal
/// obeys bytes: `ESC ] 52 ; c ; … BEL` in a title is a clipboard write, and `U+202E` turns the
/// rest of a line around. Control characters are shown as Unicode "control pictures" (`␛`, `␇`),
/// not deleted, which would hide that the server sent them; invisible formatting ones as `�`.
public enum TerminalText {
  /// `text` with every terminal control made visible and harmless. With `keepingLineBreaks`, `\n`
  /// stays (a body on stdout); without, it becomes a space (a title, or a screen's row, which must
  /// keep its row and width). A tab is shown as `␉` either way: its width depends on its column.
  public static func sanitized(_ text: String, keepingLineBreaks: Bool = true) -> String {
    guard text.unicodeScalars.contains(where: { !isHarmless($0, keepingLineBreaks) }) else {
      return text
    }
    var safe = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isHarmless(scalar, keepingLineBreaks) {
        safe.append(scalar)
      } else {
        safe.append(contentsOf: replacement(for: scalar).unicodeScalars)
      }
    }
    return String(safe)
  }

  private static func isHarmless(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x0A: keepingLineBreaks
    case 0x00...0x1F, 0x7F...0x9F: false
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: false
    default: true
    }
  }

  private static func replacement(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x0A, 0x2028, 0x2029: " "
    // U+2400 ␀ … U+241F ␟ picture C0 controls in order; U+2421 ␡ is DEL's.
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value).map(String.init) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}

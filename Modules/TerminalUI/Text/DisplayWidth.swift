/// How many terminal columns text takes, and how to make it fit. A character is not a column (`日`
/// takes two, a combining accent none), so screens lay text out with these rather than `count`.
/// The widths follow `wcwidth` closely enough for a server's text, at worst one column off.
public enum DisplayWidth {
  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, most of what a screen shows, is one column a byte: no graphemes to break.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns one character takes: 0, 1 or 2. A character of several scalars (an accented
  /// letter, a format character glued to a space) takes their sum, capped at two, and an emoji
  /// sequence two, so a line's width is its parts' sum however joined strings regroup.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count > 1, scalars.contains(where: isEmoji) { return 2 }
    return min(2, scalars.reduce(0) { $0 + width(of: $1) })
  }

  /// `text` cut to fit `columns`, with `…` when something was cut; empty for fewer than 1.
  public static func truncate(_ text: String, to columns: Int) -> String {
    guard columns >= 1 else { return "" }
    guard of(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// The end of `text` that fits `columns`, with `…` in front when something was cut: what a
  /// text field shows while its text is wider than the field.
  public static func tail(_ text: String, to columns: Int) -> String {
    guard columns >= 1 else { return "" }
    guard of(text) > columns else { return text }
    var kept: [Character] = []
    var used = 0
    for character in text.reversed() {
      let width = of(character)
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return "…" + String(kept.reversed())
  }

  /// `text` padded with spaces to exactly `columns` (cut first if it is wider).
  public static func pad(_ text: String, to columns: Int) -> String {
    let fitted = truncate(text, to: columns)
    return fitted + String(repeating: " ", count: max(0, columns - of(fitted)))
  }

  /// `text` broken into lines of at most `columns`, at spaces where it can be, mid-word where a
  /// word is wider than a line; its own line breaks are kept.
  public static func wrap(_ text: String, to columns: Int) -> [String] {
    guard columns >= 1 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        let wordWidth = of(word)
        if used > 0 && used + 1 + wordWidth <= columns {
          line += " " + word
          used += 1 + wordWidth
          continue
        }
        if used > 0 {
          lines.append(line)
          line = ""
          used = 0
        }
        while of(word) > columns {
          var head = ""
          var headWidth = 0
          while let next = word.first, headWidth + of(next) <= columns {
            head.append(next)
            headWidth += of(next)
            word = word.dropFirst()
          }
          guard !head.isEmpty else {
            word = word.dropFirst()  // a character wider than the whole line: left out
            continue
          }
          lines.append(head)
        }
        line = String(word)
        used = of(word)
      }
      lines.append(line)
    }
    return lines
  }

  private static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    if isWide(value) || isEmoji(scalar) { return 2 }
    return 1
  }

  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmojiPresentation
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

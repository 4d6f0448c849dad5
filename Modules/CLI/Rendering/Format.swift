import Foundation

/// Small text helpers shared by the renderers. Every one is total: a width, a count or a date
/// that came from outside can be anything, and none of them traps on it.
enum Format {
  /// A date as `2026-11-29 10:00 UTC`.
  static func timestamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }

  /// `text` on one line, cut at a word boundary to at most `width` characters, with an
  /// ellipsis when cut; empty for a width under 1.
  static func excerpt(_ text: String, width: Int) -> String {
    guard width >= 1 else { return "" }
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard line.count > width else { return line }
    let cut = line.prefix(width - 1)
    let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return words.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) + "…"
  }

  /// `text` right-aligned in `width` columns; as it is when it is already wider.
  static func rightAligned(_ text: String, width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

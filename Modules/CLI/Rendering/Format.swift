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

  /// How long before `now` a date is, in words: "just now", "5 minutes ago", "3 days ago".
  static func age(of date: Date, now: Date) -> String {
    let interval = now.timeIntervalSince(date)
    guard interval.isFinite, interval >= 60 else { return "just now" }
    let seconds = interval < 1e12 ? Int(interval) : Int(1e12)
    func ago(_ count: Int, _ unit: String) -> String {
      "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
    switch seconds {
    case ..<3600: return ago(seconds / 60, "minute")
    case ..<86_400: return ago(seconds / 3600, "hour")
    default: return ago(seconds / 86_400, "day")
    }
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

import Foundation

/// Parses `Retry-After`, a number of seconds or an HTTP date (RFC 9110 §10.2.3).
enum RetryAfter {
  /// The wait `value` asks for, measured from `now`; `nil` when it is malformed.
  static func delay(from value: String, now: Date) -> Duration? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(trimmed) { return seconds >= 0 ? .seconds(seconds) : nil }
    guard let date = httpDate(trimmed) else { return nil }
    let interval = date.timeIntervalSince(now)
    return .milliseconds(Int64(max(0, interval) * 1000))
  }

  private static func httpDate(_ text: String) -> Date? {
    // IMF-fixdate first, then the two obsolete forms RFC 9110 still asks recipients to accept.
    let formats = [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ]
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in formats {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}

public import Foundation

/// How dates are written in resources: ISO 8601 on the wire, with a date alone read as its
/// midnight, UTC.
public enum FieldDate {
  /// `text` as a date: `2026-12-24T09:30:00Z`, with fractional seconds or an offset, or
  /// `2026-12-24`; `nil` for anything else.
  public static func parse(_ text: String) -> Date? {
    guard text.count <= 40 else { return nil }
    if let date = try? Date(text, strategy: .iso8601) { return date }
    if let date = try? Date(
      text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    {
      return date
    }
    return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())
  }

  /// `date` as the wire writes it: `2026-12-24T09:30:00Z`.
  public static func format(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  /// `date` as a person types it, and ``parse(_:)`` reads it back: `2026-12-24` at midnight UTC,
  /// `2026-12-24T09:30:00Z` otherwise.
  public static func editable(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, seconds.truncatingRemainder(dividingBy: 86_400) != 0 else {
      return date.formatted(Date.ISO8601FormatStyle().year().month().day())
    }
    return format(date)
  }

  /// `date` as a person reads it: `2026-12-24` at midnight UTC, `2026-12-24 09:30 UTC` otherwise.
  public static func display(_ date: Date) -> String {
    let day = date.formatted(Date.ISO8601FormatStyle().year().month().day())
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, seconds.truncatingRemainder(dividingBy: 86_400) != 0 else { return day }
    let time = date.formatted(
      Date.ISO8601FormatStyle(timeSeparator: .colon).time(includingFractionalSeconds: false))
    return "\(day) \(time.prefix(5)) UTC"
  }
}

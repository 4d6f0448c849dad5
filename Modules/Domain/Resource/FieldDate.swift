public import Foundation

/// How dates are written in resources: ISO 8601, a date alone read as its midnight, UTC.
public enum FieldDate {
  /// `text` as a date: `2026-12-24T09:30:00Z`, with fractional seconds or an offset, or
  /// `2026-12-24`; `nil` for anything else.
  public static func parse(_ text: String) -> Date? {
    // Foundation's ISO 8601 parsing reads a date at the start of any text (`2026-12-24junk`) and
    // rolls impossible dates over (`2026-02-30`), so the shape and ranges are checked here first.
    let bytes = Array(text.utf8.prefix(41))
    guard bytes.count <= 40, numbers(in: bytes.prefix(10), shaped: "9999-99-99") != nil else {
      return nil
    }
    let day = String(decoding: bytes.prefix(10), as: UTF8.self)
    guard let midnight = try? Date(day, strategy: dayStyle), midnight.formatted(dayStyle) == day
    else { return nil }
    var rest = bytes.dropFirst(10)
    guard !rest.isEmpty else { return midnight }
    guard let time = numbers(in: rest.prefix(9), shaped: "T99:99:99"),
      time[0] <= 23, time[1] <= 59, time[2] <= 59
    else { return nil }
    rest = rest.dropFirst(9)
    if rest.first == UInt8(ascii: ".") {
      let fraction = rest.dropFirst().prefix { (0x30...0x39).contains($0) }
      guard (1...9).contains(fraction.count) else { return nil }
      rest = rest.dropFirst(1 + fraction.count)
    }
    if !rest.elementsEqual("Z".utf8) {
      guard rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
        let offset = numbers(in: rest.dropFirst(), shaped: "99:99"), offset[0] <= 23,
        offset[1] <= 59
      else { return nil }
    }
    return try? Date(text, strategy: .iso8601)
  }

  /// `text` in canonical form, a date alone as it is and a moment as ``format(_:)`` writes it;
  /// throws ``FieldProblem/notADate`` for anything else.
  static func canonical(_ text: String) throws(FieldProblem) -> String {
    guard let date = parse(text) else { throw .notADate }
    return text.utf8.count == 10 ? text : format(date)
  }

  /// The numbers in `bytes` when they have `shape`, in which `9` stands for an ASCII digit and
  /// any other character for itself: `[2026, 12, 24]` for `2026-12-24` and `9999-99-99`.
  private static func numbers(in bytes: ArraySlice<UInt8>, shaped shape: String) -> [Int]? {
    guard bytes.count == shape.utf8.count else { return nil }
    var numbers: [Int] = []
    var current: Int?
    for (byte, expected) in zip(bytes, shape.utf8) {
      if expected == UInt8(ascii: "9") {
        guard (0x30...0x39).contains(byte) else { return nil }
        current = (current ?? 0) * 10 + Int(byte - 0x30)
      } else {
        guard byte == expected else { return nil }
        if let number = current { numbers.append(number) }
        current = nil
      }
    }
    if let number = current { numbers.append(number) }
    return numbers
  }

  /// A date alone, in UTC: `2026-12-24`.
  public static let dayStyle = Date.ISO8601FormatStyle().year().month().day()

  /// `date` in ISO 8601, or the day alone (`2026-12-24`) at midnight UTC. A day keeps a date-only
  /// field (Django's `DateField`) as sent, and any other server reads it as the same moment.
  public static func format(_ date: Date) -> String {
    let moment = date.formatted(.iso8601)
    return moment.hasSuffix("T00:00:00Z") ? String(moment.dropLast(10)) : moment
  }
}

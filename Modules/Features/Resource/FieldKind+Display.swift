public import Domain
import Foundation

// How a field's value reads to a person: shown on a screen, and written back into a form.
extension FieldKind {
  /// A short name for what to type, as help and a form show it: `N`, `true|false`.
  public var placeholder: String {
    switch self {
    case .integer: "N"
    case .number: "NUMBER"
    case .boolean: "true|false"
    case .text: "TEXT"
    case .date: "DATE"
    case .uuid: "UUID"
    case .choice(let words): words.joined(separator: "|")
    case .list(let item): "\(item.placeholder),…"
    }
  }

  /// The value as a person reads it: `true`, `2026-12-24`, `a, b`; `–` for none.
  public func display(_ value: FieldValue) -> String {
    switch (self, value) {
    case (_, .null): return "–"
    case (.date, .text(let text)):
      return FieldDate.parse(text).map(FieldDisplay.date) ?? text
    case (.list(let item), .list(let values)):
      return values.isEmpty ? "(none)" : values.map(item.display).joined(separator: ", ")
    case (_, .boolean(let value)): return String(value)
    case (_, .integer(let value)): return String(value)
    case (_, .number(let value)): return FieldDisplay.number(value)
    case (_, .text(let text)): return text
    case (_, .list(let values)): return values.map { display($0) }.joined(separator: ", ")
    case (_, .object(let values)):
      return values.keys.sorted().map { "\($0): \(display(values[$0] ?? .null))" }
        .joined(separator: ", ")
    }
  }

  /// The text that `parse(_:)` reads back as `value`, to start a form's field from.
  public func editableText(_ value: FieldValue) -> String {
    switch (self, value) {
    case (_, .null): return ""
    case (.date, .text(let text)):
      // What a person types is what the wire writes: `parse(_:)` reads both.
      return FieldDate.parse(text).map(FieldDate.format) ?? text
    case (.list(let item), .list(let values)):
      return values.map(item.editableText).joined(separator: ",")
    default: return display(value)
    }
  }
}

extension FieldDisplay {
  /// `date` as a person reads it: `2026-12-24` at midnight UTC, `2026-12-24 09:30 UTC` otherwise,
  /// from what the wire writes, so "midnight is a day" is decided once, in `FieldDate.format(_:)`.
  static func date(_ date: Date) -> String {
    let written = FieldDate.format(date)  // `2026-12-24`, or `2026-12-24T09:30:00Z`
    guard let separator = written.firstIndex(of: "T") else { return written }
    let time = written[written.index(after: separator)...].prefix(5)
    return "\(written[..<separator]) \(time) UTC"
  }
}

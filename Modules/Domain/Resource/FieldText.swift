/// The rules for text in fields, shared by every kind.
enum FieldText {
  /// `text` without the white space around it.
  static func trimmed(_ text: String) -> String {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
    return String(text[start..<end])
  }

  /// Whether `scalar` may not appear in a text field: every control character but the line
  /// feed, so a note can have paragraphs and nothing typed can steer a terminal.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar.properties.generalCategory == .control
  }

  /// A number as people write it: `2`, not `2.0`; `0.5`.
  static func number(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

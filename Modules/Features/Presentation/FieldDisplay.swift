/// Values as people read them (a form starts a number from the same text).
enum FieldDisplay {
  /// A number as people write it: `2`, not `2.0`; `0.5`.
  static func number(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

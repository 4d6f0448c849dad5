/// The one parser of whole numbers from 1 (identifiers, pages, counts), so an option and a
/// positional argument refuse the same text with the same words.
enum PositiveInteger {
  /// What the value must be, as a usage error says it.
  static let requirement = "must be a whole number from 1"

  /// The number `text` spells, or `nil` when it is not a whole number from 1 (`0`, `-1`, `1.5`,
  /// `one`, or more than `Int.max`).
  static func parse(_ text: String) -> Int? {
    Int(text).flatMap { $0 >= 1 ? $0 : nil }
  }
}

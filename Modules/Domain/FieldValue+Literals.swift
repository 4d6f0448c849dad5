// A JSON value written as JSON reads, for a fixture, a seed or a test: `["done": false]`.
// `null` has no literal: `nil` already means "no value at all" to an optional.
extension FieldValue:
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `"text"`: ``text(_:)``.
  public init(stringLiteral value: String) { self = .text(value) }
  /// `42`: ``integer(_:)``.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// `2.5`: ``number(_:)``.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `true`: ``boolean(_:)``.
  public init(booleanLiteral value: Bool) { self = .boolean(value) }
  /// `[1, 2]`: ``list(_:)``.
  public init(arrayLiteral elements: FieldValue...) { self = .list(elements) }

  /// `["name": "Ada"]`: ``object(_:)``; a key given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, FieldValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

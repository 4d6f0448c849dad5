/// What is wrong with one field's value.
public enum FieldProblem: Error, Hashable, Sendable {
  /// The value is empty once white space is trimmed.
  case empty
  /// The value has more than `maximum` characters.
  case tooLong(maximum: Int)
  /// The value contains a control character (for a profile's name, a line break too).
  case containsControlCharacters
  /// The value does not look like an email address.
  case malformedEmail
  /// The field is required, and no value was given.
  case missing
  /// The field is required, so it cannot be cleared.
  case cannotBeCleared
  /// The value is not a whole number.
  case notAWholeNumber
  /// The value is not a number.
  case notANumber
  /// The value is neither true nor false.
  case notTrueOrFalse
  /// The value is not text.
  case notText
  /// The value is not a date.
  case notADate
  /// The value is not one of `choices`.
  case notOneOf([String])
  /// The value is not a list.
  case notAList
  /// The list holds more than `maximum` items.
  case tooMany(maximum: Int)
  /// The value is not a UUID.
  case notAUUID
  /// The text has fewer than `minimum` characters (a length rule).
  case tooShort(minimum: Int)
  /// The number is below `minimum` (a range rule).
  case tooSmall(minimum: Double)
  /// The number is above `maximum` (a range rule).
  case tooLarge(maximum: Double)
  /// The text lacks the shape a pattern rule asks for, `shape` in words.
  case doesNotMatch(shape: String)
  /// A rule of the app's own refused the value, saying why in `reason` ("must be in the
  /// future"); written by the app, so shown as it is.
  case refusedByRule(reason: String)
}

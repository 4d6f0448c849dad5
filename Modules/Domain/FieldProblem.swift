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
}

/// What is wrong with one field's value.
public enum FieldProblem: Hashable, Sendable {
  /// The value is empty once white space is trimmed.
  case empty
  /// The value has more than `maximum` characters.
  case tooLong(maximum: Int)
  /// The value contains a line break or another control character.
  case containsControlCharacters
  /// The value does not look like an email address.
  case malformedEmail
}

/// A field of the profile that ``ProfileUpdate`` validates.
public enum ProfileField: String, CaseIterable, Hashable, Sendable {
  /// The display name.
  case name
  /// The email address.
  case email
}

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

/// Why a ``ProfileUpdate`` could not be made. Nothing is sent to the server when this is thrown.
public enum ProfileValidationError: Error, Hashable, Sendable {
  /// Neither a name nor an email was given, so there is nothing to send.
  case nothingToChange
  /// At least one field is invalid; every invalid field is listed.
  case invalidFields([ProfileField: FieldProblem])

  /// The problem with `field`, or `nil` when the field is valid or was not given.
  public func problem(with field: ProfileField) -> FieldProblem? {
    guard case .invalidFields(let problems) = self else { return nil }
    return problems[field]
  }
}

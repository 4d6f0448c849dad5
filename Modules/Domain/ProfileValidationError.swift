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

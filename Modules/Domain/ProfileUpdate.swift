/// A validated change to a user's name, email or both. Its validating initializer is the only way
/// to make one, so the layers below, which take it rather than strings, cannot forget to check.
public struct ProfileUpdate: Hashable, Sendable {
  /// The longest name accepted, in characters.
  public static let maximumNameLength = 100
  /// The longest email address accepted, in characters (RFC 5321's path limit).
  public static let maximumEmailLength = 254

  /// The new name, trimmed; `nil` leaves the name unchanged.
  public let name: String?
  /// The new email address, trimmed; `nil` leaves the email unchanged.
  public let email: String?

  /// Trims and validates both fields, throwing every problem at once rather than one per attempt,
  /// or ``ProfileValidationError/nothingToChange`` when neither is given.
  public init(name: String? = nil, email: String? = nil) throws(ProfileValidationError) {
    guard name != nil || email != nil else { throw .nothingToChange }

    let trimmedName = name.map(Self.trimmed)
    let trimmedEmail = email.map(Self.trimmed)
    var problems: [ProfileField: FieldProblem] = [:]
    if let trimmedName, let problem = Self.problem(withName: trimmedName) {
      problems[.name] = problem
    }
    if let trimmedEmail, let problem = Self.problem(withEmail: trimmedEmail) {
      problems[.email] = problem
    }
    guard problems.isEmpty else { throw .invalidFields(problems) }

    self.name = trimmedName
    self.email = trimmedEmail
  }

  /// Returns `user` with this update's fields replaced and every other field kept.
  public func applied(to user: User) -> User {
    var updated = user
    for field in ProfileField.allCases {
      if let value = self[field] { updated[field] = value }
    }
    return updated
  }

  static func trimmed(_ text: String) -> String {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
    return String(text[start..<end])
  }

  static func problem(withName name: String) -> FieldProblem? {
    if name.isEmpty { return .empty }
    if name.count > maximumNameLength { return .tooLong(maximum: maximumNameLength) }
    if name.unicodeScalars.contains(where: Self.isControl) { return .containsControlCharacters }
    return nil
  }

  static func problem(withEmail email: String) -> FieldProblem? {
    if email.isEmpty { return .empty }
    if email.count > maximumEmailLength { return .tooLong(maximum: maximumEmailLength) }
    return EmailAddress.isPlausible(email) ? nil : .malformedEmail
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}

/// Why a string is not an acceptable ``APIToken``.
public enum APITokenError: Error, Hashable, Sendable {
  /// The token has white space, control characters or non-ASCII characters.
  case invalidCharacters
  /// The token has fewer than `minimum` characters.
  case tooShort(minimum: Int)
}

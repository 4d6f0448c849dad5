/// A bearer token for the API, which never prints itself.
///
/// Wrapping the secret in a type whose `description` is redacted means that a stray
/// `print(token)` or string interpolation in an error message shows `<redacted>`, not the token.
public struct APIToken: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The secret itself; read it only to build the `Authorization` header or a ``Redactor``.
  public let secret: String

  /// Creates a token, or returns `nil` when `secret` is empty or could break a header (white
  /// space or control characters inside it).
  ///
  /// - Parameter secret: The token as issued.
  public init?(_ secret: String) {
    guard !secret.isEmpty,
      secret.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
    else { return nil }
    self.secret = secret
  }

  /// The `Authorization` header value: `Bearer` and the token.
  public var authorizationHeader: String { "Bearer \(secret)" }

  /// Always `APIToken(<redacted>)`.
  public var description: String { "APIToken(\(Redactor.placeholder))" }

  /// Always `APIToken(<redacted>)`.
  public var debugDescription: String { description }
}

/// A credential for the API (a token, a key, or `user:password` for Basic) whose `description`
/// is redacted, so a stray `print(token)` shows `<redacted>`; ``AuthScheme`` says how it travels.
public struct APIToken: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The fewest characters a token may have, since redacting a shorter one garbles ordinary text.
  public static let minimumLength = 8

  /// The secret itself; read it only to build the `Authorization` header or a ``Redactor``.
  public let secret: String

  /// Validates `secret`, throwing ``APITokenError`` when it is too short or holds white space,
  /// control or non-ASCII characters.
  public init(validating secret: String) throws(APITokenError) {
    guard secret.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
    else { throw .invalidCharacters }
    guard secret.count >= Self.minimumLength else { throw .tooShort(minimum: Self.minimumLength) }
    self.secret = secret
  }

  /// Always `APIToken(<redacted>)`.
  public var description: String { "APIToken(\(Redactor.placeholder))" }

  /// Always `APIToken(<redacted>)`.
  public var debugDescription: String { description }

  /// No children, so that `dump` and a debugger's list of values show no text either.
  public var customMirror: Mirror { Mirror(self, children: []) }
}

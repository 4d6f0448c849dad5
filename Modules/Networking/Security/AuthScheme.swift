public import Foundation

/// How the API wants its credential on each request: declared once, at the composition root.
///
/// | scheme | sent as | who asks for it |
/// | --- | --- | --- |
/// | ``bearer`` | `Authorization: Bearer <token>` | OAuth 2 (RFC 6750), JWT |
/// | ``token`` | `Authorization: Token <token>` | Django REST framework's `TokenAuthentication` |
/// | ``basic`` | `Authorization: Basic <base64 of user:password>` | HTTP Basic (RFC 7617) |
/// | ``header(_:)`` | `<name>: <key>` | an API key in a header of the API's naming |
/// | ``query(_:)`` | `?<name>=<key>` | an API key in the URL |
///
/// `basic` keeps a password wherever the credential is kept; prefer a token where the API offers
/// one. A key in the URL reaches the server's logs; prefer a header.
public enum AuthScheme: Hashable, Sendable, CustomStringConvertible {
  case bearer
  case token
  case basic
  case header(String)
  case query(String)

  /// The header that carries `secret`, or `nil` when it travels in the URL.
  public func header(for secret: APIToken) -> HTTPHeaders.Field? {
    switch self {
    case .bearer: HTTPHeaders.Field(name: "Authorization", value: "Bearer \(secret.secret)")
    case .token: HTTPHeaders.Field(name: "Authorization", value: "Token \(secret.secret)")
    case .basic: HTTPHeaders.Field(name: "Authorization", value: "Basic \(Self.encoded(secret))")
    case .header(let name): HTTPHeaders.Field(name: name, value: secret.secret)
    case .query: nil
    }
  }

  /// The query item that carries `secret`, or `nil` when it travels in a header.
  public func queryItem(for secret: APIToken) -> URLQueryItem? {
    guard case .query(let name) = self else { return nil }
    return URLQueryItem(name: name, value: secret.secret)
  }

  /// How the credential travels, for the help: `Authorization: Bearer <token>`.
  public var description: String {
    switch self {
    case .bearer: "Authorization: Bearer <token>"
    case .token: "Authorization: Token <token>"
    case .basic: "Authorization: Basic <user:password in Base64>"
    case .header(let name): "\(name): <token>"
    case .query(let name): "?\(name)=<token>"
    }
  }

  /// The forms of `secret` that appear on the wire, for the ``Redactor``: the secret, and for
  /// `basic` its Base64.
  public func wireForms(of secret: APIToken) -> [String] {
    self == .basic ? [secret.secret, Self.encoded(secret)] : [secret.secret]
  }

  private static func encoded(_ secret: APIToken) -> String {
    Data(secret.secret.utf8).base64EncodedString()
  }
}

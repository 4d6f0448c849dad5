import Foundation

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

  /// `request` carrying `secret` where this scheme puts it: in a header field, or in the query.
  public func authorizing(_ request: APIRequest, with secret: APIToken) -> APIRequest {
    var request = request
    switch self {
    case .bearer: request.headers["Authorization"] = "Bearer \(secret.secret)"
    case .token: request.headers["Authorization"] = "Token \(secret.secret)"
    case .basic: request.headers["Authorization"] = "Basic \(Self.encoded(secret))"
    case .header(let name): request.headers[name] = secret.secret
    case .query(let name): request.query.append(URLQueryItem(name: name, value: secret.secret))
    }
    return request
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

  /// The forms of `secret` on the wire, for the ``Redactor``: itself, and its Base64 for `basic`.
  public func wireForms(of secret: APIToken) -> [String] {
    self == .basic ? [secret.secret, Self.encoded(secret)] : [secret.secret]
  }

  private static func encoded(_ secret: APIToken) -> String {
    Data(secret.secret.utf8).base64EncodedString()
  }
}

public import Foundation

/// How an API signs a person in, renews what it handed out, and signs them out.
///
/// | preset | signs in with | renews with | signs out with |
/// | --- | --- | --- | --- |
/// | ``DRFTokenFlow`` | `POST {username, password}` → `{token}` | nothing: sign in again | nothing: local only |
/// | ``SimpleJWTFlow`` | `POST {username, password}` → `{access, refresh}` | `POST {refresh}` | `POST {refresh}` to its blacklist |
/// | ``OAuth2PasswordFlow`` | RFC 6749 §4.3, a form | §6, the refresh grant | RFC 7009 revocation |
///
/// A flow of one's own signs an app in with authorization code and PKCE, and a command line with
/// the device grant (RFC 8628): ARCHITECTURE.md, "Sign in".
public protocol SignInFlow: Sendable {
  /// The request that exchanges `name` and `password` for a grant.
  func signIn(name: String, password: String) throws(APIError) -> APIRequest

  /// The request that renews a grant with `refresh`; `nil` when the API renews nothing.
  func renew(_ refresh: APIToken) throws(APIError) -> APIRequest?

  /// The request that ends the session on the server; `nil` when signing out is local only.
  func revoke(access: APIToken, refresh: APIToken?) throws(APIError) -> APIRequest?

  /// The grant in a 2xx answer to ``signIn(name:password:)`` or ``renew(_:)``, sent at `now`.
  func grant(from body: Data, sentAt now: Date) throws(APIError) -> TokenGrant
}

/// What a sign-in or a renewal hands back.
public struct TokenGrant: Hashable, Sendable {
  /// The credential each request carries.
  public var access: APIToken
  /// What renews ``access``, when the API handed one out; a rotated one replaces the last.
  public var refresh: APIToken?
  /// When ``access`` expires, when the server said (a JWT's `exp`, `expires_in`).
  public var expiresAt: Date?

  /// A grant of `access`, renewed with `refresh`, expiring at `expiresAt`.
  public init(access: APIToken, refresh: APIToken? = nil, expiresAt: Date? = nil) {
    self.access = access
    self.refresh = refresh
    self.expiresAt = expiresAt
  }
}

extension SignInFlow {
  /// A JSON `POST` to `path` (a template of literals, `/api/token/`) carrying `fields`.
  func post(_ path: PathTemplate, json fields: [String: String]) throws(APIError) -> APIRequest {
    APIRequest(
      .post, path: try path.requestPath(), body: try JSONBody.encode(fields),
      expectsJSON: true)
  }

  /// A form `POST` to `path`, as OAuth 2 wants (RFC 6749 §4.3.2).
  func post(_ path: PathTemplate, form fields: [(String, String)]) throws(APIError) -> APIRequest {
    // RFC 3986's unreserved characters: ASCII alone, so an "é" is sent as its UTF-8 bytes.
    var allowed = CharacterSet(charactersIn: "-._~0123456789abcdefghijklmnopqrstuvwxyz")
    allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let body = fields.map { name, value in
      "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
    }.joined(separator: "&")
    return APIRequest(
      .post, path: try path.requestPath(), body: Data(body.utf8),
      headers: ["Content-Type": "application/x-www-form-urlencoded"], expectsJSON: true)
  }
}

public import Foundation

/// Django REST framework's `TokenAuthentication`, whose token never expires nor can be revoked
/// through the API. Send it with ``AuthScheme/token``.
public struct DRFTokenFlow: SignInFlow {
  /// Where `obtain_auth_token` is routed: `/api-token-auth/` in DRF's documentation.
  public var path: PathTemplate

  /// The flow of the `obtain_auth_token` view at `path`.
  public init(path: PathTemplate = "/api-token-auth/") {
    self.path = path
  }

  /// The sign-in request: the name and password, as this flow sends them.
  public func signIn(name: String, password: String) throws(APIError) -> APIRequest {
    try post(path, json: ["username": name, "password": password])
  }

  /// Nothing: the token never expires (no default, so that a flow of one's own whose method is
  /// misspelt fails to compile rather than never renewing).
  public func renew(_ refresh: APIToken) throws(APIError) -> APIRequest? { nil }

  /// Nothing: signing out is local only.
  public func revoke(access: APIToken, refresh: APIToken?) throws(APIError) -> APIRequest? { nil }

  /// The grant in the server's answer.
  public func grant(from body: Data, sentAt now: Date) throws(APIError) -> TokenGrant {
    struct Answer: Decodable { var token: String }
    let token = try GrantText.token(JSONBody.decode(Answer.self, from: body).token)
    return TokenGrant(access: token)
  }
}

/// djangorestframework-simplejwt: a short-lived access JWT and a refresh token that renews it,
/// rotated on each use when the server is set to. Send the access token with ``AuthScheme/bearer``.
public struct SimpleJWTFlow: SignInFlow {
  /// `TokenObtainPairView`'s path.
  public var obtain: PathTemplate
  /// `TokenRefreshView`'s path.
  public var refresh: PathTemplate
  /// `TokenBlacklistView`'s path, when the server blacklists on sign-out.
  public var blacklist: PathTemplate?

  /// The flow at simplejwt's documented paths.
  public init(
    obtain: PathTemplate = "/api/token/", refresh: PathTemplate = "/api/token/refresh/",
    blacklist: PathTemplate? = "/api/token/blacklist/"
  ) {
    self.obtain = obtain
    self.refresh = refresh
    self.blacklist = blacklist
  }

  /// The sign-in request: the name and password, as this flow sends them.
  public func signIn(name: String, password: String) throws(APIError) -> APIRequest {
    try post(obtain, json: ["username": name, "password": password])
  }

  /// The renewal request, which sends the refresh token; this flow always renews.
  public func renew(_ token: APIToken) throws(APIError) -> APIRequest? {
    try post(refresh, json: ["refresh": token.secret])
  }

  /// The sign-out request, or `nil` when signing out is local only.
  public func revoke(access: APIToken, refresh token: APIToken?) throws(APIError) -> APIRequest? {
    guard let blacklist, let token else { return nil }
    return try post(blacklist, json: ["refresh": token.secret])
  }

  /// The grant in the server's answer.
  public func grant(from body: Data, sentAt now: Date) throws(APIError) -> TokenGrant {
    struct Answer: Decodable {
      var access: String
      var refresh: String?
    }
    let answer = try JSONBody.decode(Answer.self, from: body)
    let access = try GrantText.token(answer.access)
    return TokenGrant(
      access: access, refresh: try answer.refresh.map(GrantText.token),
      expiresAt: GrantText.expiry(ofJWT: access))
  }
}

/// OAuth 2's password and refresh grants (RFC 6749 §4.3, §6) with RFC 7009 revocation, for a public
/// client of django-oauth-toolkit. Send the access token with ``AuthScheme/bearer``.
///
/// The password grant is deprecated (RFC 9700 §2.4): prefer authorization code with PKCE.
public struct OAuth2PasswordFlow: SignInFlow {
  /// The token endpoint.
  public var token: PathTemplate
  /// The revocation endpoint, when the server has one.
  public var revocation: PathTemplate?
  /// The client's identifier, registered with the server.
  public var clientID: String

  /// The flow at django-oauth-toolkit's paths, as the client `clientID`.
  public init(
    clientID: String, token: PathTemplate = "/o/token/",
    revocation: PathTemplate? = "/o/revoke_token/"
  ) {
    self.clientID = clientID
    self.token = token
    self.revocation = revocation
  }

  /// The sign-in request: the name and password, as this flow sends them.
  public func signIn(name: String, password: String) throws(APIError) -> APIRequest {
    try post(
      token,
      form: [
        ("grant_type", "password"), ("username", name), ("password", password),
        ("client_id", clientID),
      ])
  }

  /// The renewal request, a `refresh_token` grant; this flow always renews.
  public func renew(_ refresh: APIToken) throws(APIError) -> APIRequest? {
    try post(
      token,
      form: [
        ("grant_type", "refresh_token"), ("refresh_token", refresh.secret),
        ("client_id", clientID),
      ])
  }

  /// The sign-out request, or `nil` when signing out is local only.
  public func revoke(access: APIToken, refresh: APIToken?) throws(APIError) -> APIRequest? {
    guard let revocation else { return nil }
    // Revoking the refresh token ends the whole grant (RFC 7009 §2.1).
    let (secret, hint) =
      refresh.map { ($0.secret, "refresh_token") }
      ?? (access.secret, "access_token")
    return try post(
      revocation, form: [("token", secret), ("token_type_hint", hint), ("client_id", clientID)])
  }

  /// The grant in the server's answer.
  public func grant(from body: Data, sentAt now: Date) throws(APIError) -> TokenGrant {
    struct Answer: Decodable {
      var accessToken: String
      var refreshToken: String?
      var expiresIn: Int?
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let answer = try JSONBody.decode(Answer.self, from: body, using: decoder)
    let lifetime = answer.expiresIn.flatMap { (0...31_536_000).contains($0) ? $0 : nil }
    return TokenGrant(
      access: try GrantText.token(answer.accessToken),
      refresh: try answer.refreshToken.map(GrantText.token),
      expiresAt: lifetime.map { now.addingTimeInterval(TimeInterval($0)) })
  }
}

/// Reading what a server hands out, which is input like any other.
enum GrantText {
  /// `text` as a credential, refused as a decoding failure when it could not be one.
  static func token(_ text: String) throws(APIError) -> APIToken {
    do {
      return try APIToken(validating: text)
    } catch {
      throw .decoding(DecodingFailure(path: "token", problem: .invalidValue))
    }
  }

  /// The `exp` claim of a JSON Web Token, read without checking its signature (the server does
  /// that); `nil` when it is not a JWT or says nothing believable.
  static func expiry(ofJWT token: APIToken) -> Date? {
    let parts = token.secret.split(separator: ".")
    guard parts.count == 3 else { return nil }
    var payload = parts[1].replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    payload += String(repeating: "=", count: (4 - payload.count % 4) % 4)
    struct Claims: Decodable { var exp: Double }
    guard let data = Data(base64Encoded: payload),
      let exp = try? JSONDecoder().decode(Claims.self, from: data).exp,
      exp.isFinite, (0...32_503_680_000).contains(exp)
    else { return nil }
    return Date(timeIntervalSince1970: exp)
  }
}

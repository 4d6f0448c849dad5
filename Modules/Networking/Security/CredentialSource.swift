/// Where the API client finds the credential for each request, and a fresh one after a 401.
///
/// A fixed ``APIToken`` never changes; a signed-in session (in `Repositories`) renews itself, once
/// for everyone waiting.
public protocol CredentialSource: Sendable {
  /// The credential to send now, or `nil` to send none.
  func current() async throws(APIError) -> APIToken?

  /// A credential to send instead of `rejected` after a 401, or `nil` to let the 401 stand. It
  /// throws ``APIError/signedOut`` when a session ended and cannot be renewed.
  func renewed(after rejected: APIToken) async throws(APIError) -> APIToken?
}

/// A fixed token is a credential source of its own.
extension APIToken: CredentialSource {
  /// Always the token.
  public func current() async throws(APIError) -> APIToken? { self }

  /// Never another: a 401 for a fixed token stands.
  public func renewed(after rejected: APIToken) async throws(APIError) -> APIToken? { nil }
}

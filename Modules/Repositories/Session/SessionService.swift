public import Domain

/// Signing in and out of one backend, and who is signed in: the seam commands and screens see.
public protocol SessionService: Sendable {
  /// Signs in as `name` with `password`, keeps the session, and returns it.
  ///
  /// - Throws: ``RepositoryError/unauthorized(statusCode:message:)`` or
  ///   ``RepositoryError/rejected(statusCode:message:)`` with the server's reason when it
  ///   refuses the name or password; the store's error when the session cannot be kept.
  func signIn(name: String, password: String) async throws(RepositoryError) -> Session

  /// Ends the session: on the server where the API can, then here; with none, it succeeds.
  func signOut() async throws(RepositoryError) -> SignOut

  /// The session kept for this backend, or `nil`.
  func session() async throws(RepositoryError) -> Session?
}

/// What signing out did.
public enum SignOut: String, Hashable, Sendable {
  /// There was no session.
  case notSignedIn = "none"
  /// The server revoked the session, and it is forgotten here.
  case revoked
  /// It is forgotten here; the API offers no way to revoke it, or the server could not be
  /// reached, so what was handed out stays valid there until it expires.
  case localOnly
}

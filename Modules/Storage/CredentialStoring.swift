public import Domain

/// The file-system boundary for secrets: the session a person signed in with, one per backend.
///
/// Implemented by ``FileCredentialStore`` and `MockCredentialStore` (module `StorageMocks`), held
/// to one contract suite; an app on Apple platforms keeps the same value in the Keychain
/// (ARCHITECTURE.md, "Sign in").
public protocol CredentialStoring: Sendable {
  /// The session kept for `backend` (its namespace), or `nil` when there is none.
  ///
  /// - Throws: ``StorageError/exposed(path:)`` when others could read it, so it is not trusted;
  ///   ``StorageError/corrupted(path:_:)`` when it is not a session.
  func session(for backend: String) throws(StorageError) -> Session?

  /// Keeps `session` for `backend`, replacing what was kept, in one atomic step.
  func save(_ session: Session, for backend: String) throws(StorageError)

  /// Forgets the session of `backend`; forgetting one that is not kept succeeds.
  func removeSession(for backend: String) throws(StorageError)
}

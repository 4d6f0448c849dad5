public import Domain

/// The file-system boundary for secrets: the session a person signed in with, one per backend.
/// ``FileCredentialStore`` and `MockCredentialStore` (module `StorageMocks`) keep one contract
/// suite; an Apple app would keep the value in the Keychain (ARCHITECTURE.md, "Sign in").
public protocol CredentialStoring: Sendable {
  /// The session kept for `backend`, or `nil`; throws ``StorageError/exposed(path:)`` when others
  /// could read it, and ``StorageError/corrupted(path:_:)`` when it is not a session.
  func session(for backend: String) throws(StorageError) -> Session?

  /// Keeps `session` for `backend`, replacing what was kept, in one atomic step.
  func save(_ session: Session, for backend: String) throws(StorageError)

  /// Forgets the session of `backend`; forgetting one that is not kept succeeds.
  func removeSession(for backend: String) throws(StorageError)
}

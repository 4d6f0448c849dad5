public import Domain
import Storage

/// The one source of truth for user profiles, online or off.
///
/// View models depend on this protocol, never on an API client or a file. The production
/// implementation is ``RemoteUserRepository``; their tests use `MockUserRepository` (module
/// `RepositoriesMocks`), and a contract suite holds the two to the same behaviour.
public protocol UserRepository: Sendable {
  /// Reads a user's profile, from the server or the stored copy as `policy` allows, with any
  /// change to it that waits in the outbox applied (``Fetched/isPending``).
  func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User>

  /// Changes a user's profile through the outbox: sent at once when the server can be reached,
  /// by `strata sync` when it cannot.
  ///
  /// - Returns: The profile as the server stored it, or as it will be once sent (`nil` when it
  ///   is not known here: queued, and nothing stored).
  /// - Throws: ``RepositoryError``: the server's refusal, a conflict, the store's failure.
  func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Written<User?>
}

extension UserRepository {
  /// Reads a user's profile, from the network first.
  public func user(id: User.ID) async throws(RepositoryError) -> Fetched<User> {
    try await user(id: id, policy: .networkFirst)
  }
}

extension Subject {
  /// One user's profile.
  public static func user(_ id: Int) -> Subject { Subject("user", id: id) }
}

extension CacheKeys {
  /// One user's profile: `user-<id>.json`.
  static func user(_ id: User.ID) -> DocumentKey<User> { DocumentKey("user-\(id)") }
}

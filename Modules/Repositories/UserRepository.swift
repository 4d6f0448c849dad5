public import Domain

/// The one source of truth for user profiles, online or off.
///
/// View models depend on this protocol; they never see an API client or a file. The production
/// implementation is ``RemoteUserRepository``; tests of view models use `MockUserRepository`
/// (module `RepositoriesMocks`), and a contract suite holds the two to the same behaviour.
public protocol UserRepository: Sendable {
  /// Reads a user's profile, from the server or the stored copy as `policy` allows.
  ///
  /// - Throws: ``RepositoryError``.
  func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User>

  /// Changes a user's profile on the server: reads the current profile, applies `update`, and
  /// sends it back, keeping every field the server has that Strata does not model.
  ///
  /// - Returns: The profile as the server stored it.
  /// - Throws: ``RepositoryError``; nothing is stored locally when it throws.
  func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Fetched<User>
}

extension UserRepository {
  /// Reads a user's profile, from the network first.
  public func user(id: User.ID) async throws(RepositoryError) -> Fetched<User> {
    try await user(id: id, policy: .networkFirst)
  }
}

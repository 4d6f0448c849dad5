public import Domain

/// The one source of truth for user profiles, online or off.
///
/// View models depend on this protocol; they never see an API client or a file. The production
/// implementation is ``RemoteUserRepository``; tests of view models use `MockUserRepository`
/// (module `RepositoriesMocks`).
public protocol UserRepository: Sendable {
  /// Reads a user's profile.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - policy: Whether the network may be used.
  /// - Returns: The profile, and whether it is live or a stored copy.
  /// - Throws: ``RepositoryError``.
  func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User>

  /// Changes a user's profile on the server: reads the current profile, applies `update`, and
  /// sends the whole profile back.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - update: The validated change.
  /// - Returns: The profile as the server stored it.
  /// - Throws: ``RepositoryError``; nothing is stored locally when it throws.
  func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Fetched<User>
}

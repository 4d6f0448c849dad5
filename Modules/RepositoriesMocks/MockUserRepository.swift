public import Domain
public import DomainMocks
public import Repositories

/// A ``Repositories/UserRepository`` whose every call is configured by the test and recorded.
///
/// ```swift
/// let users = MockUserRepository()
/// users.user.returns(Fetched(.mock))
/// let viewModel = ProfileViewModel(userID: 1, repository: users)
/// await viewModel.load()
/// #expect(users.user.calls == [.init(id: 1, policy: .networkFirst)])
/// ```
public final class MockUserRepository: UserRepository {
  /// The arguments of a ``user(id:policy:)`` call.
  public struct UserCall: Hashable, Sendable {
    /// The user asked for.
    public var id: User.ID
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments.
    ///
    /// - Parameters:
    ///   - id: The user asked for.
    ///   - policy: Whether the network was allowed.
    public init(id: User.ID, policy: ReadPolicy) {
      self.id = id
      self.policy = policy
    }
  }

  /// The arguments of an ``updateProfile(id:with:)`` call.
  public struct UpdateCall: Hashable, Sendable {
    /// The user to change.
    public var id: User.ID
    /// The change.
    public var update: ProfileUpdate

    /// Creates the arguments.
    ///
    /// - Parameters:
    ///   - id: The user to change.
    ///   - update: The change.
    public init(id: User.ID, update: ProfileUpdate) {
      self.id = id
      self.update = update
    }
  }

  /// Stands in for ``user(id:policy:)``.
  public let user = MockMethod<UserCall, Fetched<User>, RepositoryError>(
    "MockUserRepository.user(id:policy:)",
    unimplementedFailure: .unavailable(reason: "unimplemented"))
  /// Stands in for ``updateProfile(id:with:)``.
  public let updateProfile = MockMethod<UpdateCall, Fetched<User>, RepositoryError>(
    "MockUserRepository.updateProfile(id:with:)",
    unimplementedFailure: .unavailable(reason: "unimplemented"))

  /// Creates a repository with nothing configured.
  public init() {}

  /// Records the call and answers as ``user`` was configured.
  ///
  /// - Parameters:
  ///   - id: The user asked for.
  ///   - policy: Whether the network is allowed.
  /// - Returns: The configured value.
  /// - Throws: The configured ``Repositories/RepositoryError``.
  public func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    try await user(UserCall(id: id, policy: policy))
  }

  /// Records the call and answers as ``updateProfile`` was configured.
  ///
  /// - Parameters:
  ///   - id: The user to change.
  ///   - update: The change.
  /// - Returns: The configured value.
  /// - Throws: The configured ``Repositories/RepositoryError``.
  public func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Fetched<User>
  {
    try await updateProfile(UpdateCall(id: id, update: update))
  }
}

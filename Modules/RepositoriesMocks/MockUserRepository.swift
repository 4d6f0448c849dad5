public import Domain
public import Repositories
public import TestSupport

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

    /// The arguments as the call received them.
    public init(id: User.ID, policy: ReadPolicy) {
      self.id = id
      self.policy = policy
    }
  }

  /// The arguments of an ``updateProfile(id:with:)`` call.
  public struct UpdateCall: Hashable, Sendable {
    /// The user to change.
    public var id: User.ID
    /// The fields the call asked to change.
    public var update: ProfileUpdate

    /// The arguments as the call received them.
    public init(id: User.ID, update: ProfileUpdate) {
      self.id = id
      self.update = update
    }
  }

  /// Stands in for ``user(id:policy:)``.
  public let user: MockMethod<UserCall, Fetched<User>, RepositoryError>
  /// Stands in for ``updateProfile(id:with:)``.
  public let updateProfile: MockMethod<UpdateCall, Written<User?>, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    user = MockMethod(
      "MockUserRepository.user(id:policy:)", createdAt: site, unimplementedFailure: .unimplemented)
    updateProfile = MockMethod(
      "MockUserRepository.updateProfile(id:with:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``user`` was configured.
  public func user(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
    try await user(UserCall(id: id, policy: policy))
  }

  /// Records the call and answers as ``updateProfile`` was configured.
  public func updateProfile(id: User.ID, with update: ProfileUpdate) async throws(RepositoryError)
    -> Written<User?>
  {
    try await updateProfile(UpdateCall(id: id, update: update))
  }
}

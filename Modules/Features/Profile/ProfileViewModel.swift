public import Domain
public import Observation
public import Repositories

/// Loads one user's profile for display, through `UserRepository` alone: whether it came from the
/// server, the offline store or a test double is invisible here.
@MainActor
@Observable
public final class ProfileViewModel: ViewModel {
  /// What to show.
  public internal(set) var state: ViewState<User>
  /// Whose profile this is.
  public let userID: User.ID

  private let repository: any UserRepository
  private let policy: ReadPolicy

  /// Creates a view model that loads `userID`'s profile from `repository`, as `policy` allows,
  /// starting in `initialState` (any state, for previews and rendering tests).
  public init(
    userID: User.ID,
    repository: any UserRepository,
    policy: ReadPolicy = .networkFirst,
    initialState: ViewState<User> = .idle
  ) {
    self.userID = userID
    self.repository = repository
    self.policy = policy
    self.state = initialState
  }

  /// Loads the profile, moving through `loading` to `loaded` or `failed`.
  public func load() async {
    await settle(\.state) { [repository, userID, policy] () async throws(RepositoryError) in
      try await repository.user(id: userID, policy: policy)
    }
  }
}

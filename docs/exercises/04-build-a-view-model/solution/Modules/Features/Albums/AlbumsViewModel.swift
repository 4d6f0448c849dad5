public import Domain
public import Observation
public import Repositories

/// Loads one user's albums for display.
///
/// It depends on `AlbumRepository` alone: whether the albums came from the server, the offline
/// store or a test double is invisible here, and a view only ever reads ``state``.
@MainActor
@Observable
public final class AlbumsViewModel: ViewModel {
  /// What to show.
  public internal(set) var state: ViewState<[Album]>
  /// Whose albums these are.
  public let userID: User.ID

  private let repository: any AlbumRepository
  private let policy: ReadPolicy

  /// Creates a view model that loads `userID`'s albums from `repository`, as `policy` allows,
  /// starting in `initialState` (any state, for previews and rendering tests).
  public init(
    userID: User.ID,
    repository: any AlbumRepository,
    policy: ReadPolicy = .networkFirst,
    initialState: ViewState<[Album]> = .idle
  ) {
    self.userID = userID
    self.repository = repository
    self.policy = policy
    self.state = initialState
  }

  /// Loads the albums, moving through `loading` to `loaded` or `failed`.
  public func load() async {
    await settle(\.state) { [repository, userID, policy] () async throws(RepositoryError) in
      try await repository.albums(of: userID, policy: policy)
    }
  }
}

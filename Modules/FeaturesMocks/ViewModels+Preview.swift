public import Domain
public import Features
public import Repositories
import RepositoriesMocks

extension ProfileViewModel {
  /// A view model frozen in `state`, for previews and rendering tests. Loading it again fails
  /// the test: its repository is an unconfigured mock.
  public static func preview(_ state: ViewState<User>) -> ProfileViewModel {
    ProfileViewModel(userID: 1, repository: MockUserRepository(), initialState: state)
  }
}

extension EditProfileViewModel {
  /// A view model frozen in `state` with the draft `name` and `email`, for previews and
  /// rendering tests.
  public static func preview(
    _ state: ViewState<Written<User?>>, name: String? = nil, email: String? = nil
  ) -> EditProfileViewModel {
    EditProfileViewModel(
      userID: 1, repository: MockUserRepository(), name: name, email: email, initialState: state)
  }
}

extension ArticleListViewModel {
  /// A view model frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<ArticleFeed>) -> ArticleListViewModel {
    let firstPage = state.value.flatMap {
      try? PageRequest(page: $0.firstPage, perPage: $0.perPage)
    }
    return ArticleListViewModel(
      repository: MockArticleRepository(), firstPage: firstPage ?? .first, initialState: state)
  }
}

extension SyncViewModel {
  /// A view model frozen in `state` with `progress`, for previews and rendering tests.
  public static func preview(_ state: ViewState<SyncSummary>, progress: SyncProgress? = nil)
    -> SyncViewModel
  {
    SyncViewModel(
      userID: 1, service: MockSyncService(), initialState: state, initialProgress: progress)
  }
}

extension BookmarksViewModel {
  /// A view model frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<[Article]>) -> BookmarksViewModel {
    BookmarksViewModel(repository: MockBookmarkRepository(), initialState: state)
  }
}

extension ListViewModel {
  /// A list of a resource's items frozen in `state`, for previews and rendering tests.
  public static func preview<Model: Resource>(
    _ state: ViewState<Feed<Item>>, of model: Model.Type, at address: Model.Address
  ) -> ListViewModel<Item> where Item == Tracked<Model> {
    ListViewModel(
      repository: MockResourceRepository<Model>(), address: address, initialState: state)
  }
}

extension ItemViewModel {
  /// One item frozen in `state`, for previews and rendering tests.
  public static func preview(
    _ state: ViewState<Tracked<Model>>, id: Tracked<Model>.ID, at address: Model.Address
  ) -> ItemViewModel {
    ItemViewModel(
      id: id, address: address, repository: MockResourceRepository<Model>(),
      initialState: state)
  }
}

extension OutboxViewModel {
  /// The outbox frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<[PendingChange]>) -> OutboxViewModel {
    OutboxViewModel(outbox: MockOutboxService(), initialState: state)
  }
}

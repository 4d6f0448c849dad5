public import Domain
public import Features
public import Repositories
import RepositoriesMocks

extension SyncViewModel {
  /// A view model frozen in `state` with `progress`, for previews and rendering tests.
  public static func preview(_ state: ViewState<SyncSummary>, progress: SyncProgress? = nil)
    -> SyncViewModel
  {
    SyncViewModel(service: MockSyncService(), initialState: state, initialProgress: progress)
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
  public static func preview(_ state: ViewState<OutboxListing>) -> OutboxViewModel {
    OutboxViewModel(outbox: MockOutboxService(), initialState: state)
  }
}

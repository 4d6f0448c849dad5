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

extension OutboxViewModel {
  /// The outbox frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<OutboxListing>) -> OutboxViewModel {
    OutboxViewModel(outbox: MockOutboxService(), initialState: state)
  }
}

public import Observation
public import Repositories

/// Runs a sync and reports its progress.
@MainActor
@Observable
public final class SyncViewModel: ViewModel {
  /// The sync: `loading` while it runs, then what was stored or the error.
  public internal(set) var state: ViewState<SyncSummary>
  /// How far the running sync has got; `nil` before the first page.
  public private(set) var progress: SyncProgress?
  /// What sending the outbox did in the last sync, once it sent it: kept when the sync fails
  /// after, so the failure can say what went before it (`nil` when sending did nothing).
  public private(set) var sent: OutboxReport?

  private let service: any SyncService

  /// Creates a view model that runs `service`, starting in `initialState` and `initialProgress`.
  public init(
    service: any SyncService,
    initialState: ViewState<SyncSummary> = .idle,
    initialProgress: SyncProgress? = nil
  ) {
    self.service = service
    self.state = initialState
    self.progress = initialProgress
  }

  /// Runs the sync; ``progress`` changes as pages arrive.
  public func sync() async {
    if case .loading = state { return }
    progress = nil
    sent = nil
    await settle(\.state) { [service] () async throws(RepositoryError) in
      let summary = try await service.sync { [weak self] progress in
        await self?.report(progress)
      }
      return Fetched(summary)
    }
  }

  private func report(_ progress: SyncProgress) {
    self.progress = progress
    if let sending = progress.sending { sent = sending }
  }
}

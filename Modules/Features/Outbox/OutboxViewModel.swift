public import Observation
public import Repositories

/// The changes waiting to be sent: lists them, and drops one the person no longer wants.
@MainActor
@Observable
public final class OutboxViewModel: ViewModel {
  /// The changes, oldest first.
  public internal(set) var state: ViewState<[PendingChange]>
  /// The numbers of the changes that cannot be read, set apart (they are never sent), as the
  /// last load found them.
  public internal(set) var unreadable: [Int] = []
  /// The last discard: what was dropped (`nil`: there was no such change), or why it failed.
  public internal(set) var discarding: ViewState<DiscardedChange?> = .idle

  private let outbox: any OutboxService

  /// Creates a view model over `outbox`, starting in `initialState`.
  public init(outbox: any OutboxService, initialState: ViewState<[PendingChange]> = .idle) {
    self.outbox = outbox
    self.state = initialState
  }

  /// Loads the changes, and the numbers of those that cannot be read.
  public func load() async {
    await settle(\.state) { [outbox] () async throws(RepositoryError) in
      Fetched(try await outbox.changes())
    }
    guard case .loaded = state else { return }
    do {
      unreadable = try await outbox.unreadable()
    } catch {
      state = .failed(UserFacingError(error))
    }
  }

  /// Drops change `id` without sending it, and takes it off the list shown.
  public func discard(_ id: Int) async {
    await settle(\.discarding) { [outbox] () async throws(RepositoryError) in
      Fetched(try await outbox.discard(id))
    }
    guard case .loaded(var changes, let notices) = state, discarding.value != nil else { return }
    changes.removeAll { $0.id == id }
    unreadable.removeAll { $0 == id }
    state = .loaded(changes, notices: notices)
  }
}

public import Domain
public import Observation
public import Repositories

/// The changes waiting to be sent: lists them, and drops one the person no longer wants.
@MainActor
@Observable
public final class OutboxViewModel: ViewModel {
  /// The changes waiting, as last loaded.
  public internal(set) var state: ViewState<OutboxListing>
  /// The last discard: what was dropped (`nil`: there was no such change), or why it failed.
  public internal(set) var discarding: ViewState<DiscardedChange?> = .idle

  private let outbox: any OutboxService

  /// Creates a view model over `outbox`, starting in `initialState`.
  public init(outbox: any OutboxService, initialState: ViewState<OutboxListing> = .idle) {
    self.outbox = outbox
    self.state = initialState
  }

  /// Loads the changes on `page`, or every one when it is `nil`.
  public func load(_ page: PageRequest? = nil) async {
    await settle(\.state) { [outbox] () async throws(RepositoryError) in
      Fetched(try await outbox.changes(page))
    }
  }

  /// Drops change `id` without sending it, and takes it off the list shown.
  public func discard(_ id: Int) async {
    await settle(\.discarding) { [outbox] () async throws(RepositoryError) in
      Fetched(try await outbox.discard(id))
    }
    guard case .loaded(var listing, let notices) = state,
      case .loaded(let discarded, _) = discarding
    else { return }
    let shown = listing.changes.count + listing.unreadable.count
    listing.changes.removeAll { $0.id == id }
    listing.unreadable.removeAll { $0 == id }
    // One fewer waits if it was dropped now, or if the list showed it (it left meanwhile).
    if discarded != nil || listing.changes.count + listing.unreadable.count < shown {
      listing.totalCount = max(0, listing.totalCount - 1)
    }
    state = .loaded(listing, notices: notices)
  }
}

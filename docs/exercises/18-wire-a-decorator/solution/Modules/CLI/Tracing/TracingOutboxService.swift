import Domain
import Repositories

/// Traces an ``OutboxService``: the outbox's face to the view models, like every other seam
/// `--trace` shows.
struct TracingOutboxService: OutboxService {
  let base: any OutboxService
  let tracer: Tracer

  func changes(_ page: PageRequest?) async throws(RepositoryError) -> OutboxListing {
    let asked = page.map { "page \($0.page)" } ?? "all"
    return try await tracer.hop("Repositories", "Outbox.changes(\(asked))", outcome: Self.count) {
      () async throws(RepositoryError) in try await base.changes(page)
    }
  }

  func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    try await tracer.hop("Repositories", "Outbox.discard(\(id))", outcome: Self.discarded) {
      () async throws(RepositoryError) in try await base.discard(id)
    }
  }

  private static func count(_ listing: OutboxListing) -> String {
    "\(listing.changes.count) changes"
  }

  private static func discarded(_ change: DiscardedChange?) -> String {
    change == nil ? "none" : "discarded"
  }
}

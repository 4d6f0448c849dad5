import Repositories

/// Traces an ``OutboxService``: the outbox's face to the view models, like every other seam
/// `--trace` shows.
struct TracingOutboxService: OutboxService {
  let base: any OutboxService
  let tracer: Tracer

  func changes() async throws(RepositoryError) -> [PendingChange] {
    try await tracer.hop("Repositories", "Outbox.changes()", outcome: Self.count) {
      () async throws(RepositoryError) in try await base.changes()
    }
  }

  func unreadable() async throws(RepositoryError) -> [Int] {
    try await tracer.hop("Repositories", "Outbox.unreadable()", outcome: Self.unreadableCount) {
      () async throws(RepositoryError) in try await base.unreadable()
    }
  }

  func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    try await tracer.hop("Repositories", "Outbox.discard(\(id))", outcome: Self.discarded) {
      () async throws(RepositoryError) in try await base.discard(id)
    }
  }

  private static func count(_ changes: [PendingChange]) -> String {
    "\(changes.count) changes"
  }

  private static func unreadableCount(_ ids: [Int]) -> String {
    "\(ids.count) unreadable"
  }

  private static func discarded(_ change: DiscardedChange?) -> String {
    change == nil ? "none" : "discarded"
  }
}

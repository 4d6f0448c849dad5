/// Sends the outbox, then copies each registered part's data into the local store for offline use.
public protocol SyncService: Sendable {
  /// Sends the outbox, then brings every registered part's stored copy up to date, replacing
  /// each only once all of it has arrived, so a failure leaves it intact. `progress` is called
  /// as pages arrive, in order, and the sync waits for it to return.
  func sync(progress: @escaping @Sendable (SyncProgress) async -> Void)
    async throws(RepositoryError) -> SyncSummary
}

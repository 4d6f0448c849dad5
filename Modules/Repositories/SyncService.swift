public import Domain

/// Copies what the app needs offline, the profile and every article, into the local store.
///
/// The production implementation is ``SyncManager``; view-model tests use `MockSyncService`
/// (module `RepositoriesMocks`).
public protocol SyncService: Sendable {
  /// Fetches `userID`'s profile and every page of articles and stores them, replacing the old
  /// copies only once everything has arrived. `progress` is called after each page, in order,
  /// and the sync waits for it to return.
  ///
  /// - Returns: What was stored.
  /// - Throws: ``RepositoryError``; the previous copies are intact when it throws.
  func sync(
    userID: User.ID,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> SyncSummary
}

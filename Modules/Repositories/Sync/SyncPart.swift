public import Foundation

/// One kind of stored copy a sync brings up to date: a resource's lists, the articles, a
/// profile. The composition root registers one per feature, so a feature taken out takes its
/// part of the sync with it.
public protocol SyncPart: Sendable {
  /// Reads again what this part keeps, stores it, and adds what it did to `summary`.
  ///
  /// - Parameters:
  ///   - summary: What the sync has done so far; the part adds its own.
  ///   - cutoff: When the sync began: a copy stored since (by the sync's own sending, say) is
  ///     as fresh as a read would make it.
  ///   - progress: Told as pages arrive; the sync waits for it.
  /// - Throws: ``RepositoryError``; what this part keeps is as it was, or wholly replaced.
  func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError)
}

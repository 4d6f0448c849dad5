public import Foundation

/// One kind of stored copy a sync brings up to date, such as a resource's lists. The composition
/// root registers one per feature, so removing a feature removes its part of the sync.
public protocol SyncPart: Sendable {
  /// Reads again what this part keeps, stores it, and adds what it did to `summary`. A copy
  /// stored since `cutoff`, when the sync began, is as fresh as a read would make it; the sync
  /// waits for each `progress` report as pages arrive.
  ///
  /// - Throws: ``RepositoryError``; what this part keeps is as it was, or wholly replaced.
  func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError)
}

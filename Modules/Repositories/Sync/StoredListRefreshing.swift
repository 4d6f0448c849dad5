public import Foundation

/// What a sync asks of a repository that keeps lists besides the articles: read every list it
/// has stored again, whole, and store it.
public protocol StoredListRefreshing: Sendable {
  /// Reads again every collection read before, whole, and replaces its stored copy; and every
  /// copy kept on its own that was stored before `cutoff` (one stored since, by the sync's own
  /// sending, is as fresh as a read would make it).
  ///
  /// - Returns: How many collections were refreshed.
  /// - Throws: ``RepositoryError``; a failure leaves each copy either as it was or wholly replaced
  ///   (a list is replaced only once all of it has arrived), never half written.
  func refreshStoredLists(storedBefore cutoff: Date) async throws(RepositoryError) -> Int
}

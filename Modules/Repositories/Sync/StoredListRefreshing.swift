/// What a sync asks of a repository that keeps lists besides the articles: read every list it
/// has stored again, whole, and store it.
public protocol StoredListRefreshing: Sendable {
  /// Reads again every collection read before, whole, and replaces its stored copy.
  ///
  /// - Returns: How many collections were refreshed.
  /// - Throws: ``RepositoryError``; a failure leaves the stored copies as they were.
  func refreshStoredLists() async throws(RepositoryError) -> Int
}

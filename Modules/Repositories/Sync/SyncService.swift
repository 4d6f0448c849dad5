public import Domain
public import Foundation

/// Copies what the app needs offline, the profile and every article, into the local store.
///
/// The production implementation is ``SyncManager``; view-model tests use `MockSyncService`
/// (module `RepositoriesMocks`).
public protocol SyncService: Sendable {
  /// Fetches the profile and every page of articles and stores them, replacing the old copies
  /// only once everything has arrived.
  ///
  /// - Parameters:
  ///   - userID: Whose profile to store.
  ///   - progress: Called after each page arrives, in order; the sync waits for it to return.
  /// - Returns: What was stored.
  /// - Throws: ``RepositoryError``; the previous copies are intact when it throws.
  func sync(
    userID: User.ID,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) -> SyncSummary
}

/// How far a sync has got.
public struct SyncProgress: Hashable, Sendable {
  /// Pages of articles received so far.
  public var pagesDone: Int
  /// Pages in all, when the server says how many articles there are.
  public var pagesTotal: Int?
  /// Articles received so far.
  public var articlesDone: Int

  /// Creates a progress report.
  ///
  /// - Parameters:
  ///   - pagesDone: Pages received.
  ///   - pagesTotal: Pages in all, if known.
  ///   - articlesDone: Articles received.
  public init(pagesDone: Int, pagesTotal: Int?, articlesDone: Int) {
    self.pagesDone = pagesDone
    self.pagesTotal = pagesTotal
    self.articlesDone = articlesDone
  }
}

/// What a finished sync stored.
public struct SyncSummary: Hashable, Sendable {
  /// The profile stored.
  public var user: User
  /// How many articles are now stored.
  public var articleCount: Int
  /// How many of them were not in the previous copy.
  public var newArticleCount: Int
  /// How many pages were fetched.
  public var pageCount: Int
  /// When the copy was stored.
  public var storedAt: Date

  /// Creates a summary.
  ///
  /// - Parameters:
  ///   - user: The profile stored.
  ///   - articleCount: Articles stored.
  ///   - newArticleCount: Articles not stored before.
  ///   - pageCount: Pages fetched.
  ///   - storedAt: When it was stored.
  public init(user: User, articleCount: Int, newArticleCount: Int, pageCount: Int, storedAt: Date) {
    self.user = user
    self.articleCount = articleCount
    self.newArticleCount = newArticleCount
    self.pageCount = pageCount
    self.storedAt = storedAt
  }
}

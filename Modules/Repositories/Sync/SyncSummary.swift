public import Domain
public import Foundation

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
  /// What sending the outbox did, first.
  public var outbox: OutboxReport
  /// How many lists of other resources were read again.
  public var listsRefreshed: Int

  /// A summary of what a sync stored; `outbox` defaults to an empty report and `listsRefreshed`
  /// to 0, for a sync that had no changes to send and read no other lists.
  public init(
    user: User, articleCount: Int, newArticleCount: Int, pageCount: Int, storedAt: Date,
    outbox: OutboxReport = OutboxReport(), listsRefreshed: Int = 0
  ) {
    self.user = user
    self.articleCount = articleCount
    self.newArticleCount = newArticleCount
    self.pageCount = pageCount
    self.storedAt = storedAt
    self.outbox = outbox
    self.listsRefreshed = listsRefreshed
  }
}

public import Domain  // samples
public import Foundation

/// What a finished sync sent and stored, each registered part adding its own.
public struct SyncSummary: Hashable, Sendable {
  /// When the sync finished storing.
  public var storedAt: Date
  /// What sending the outbox did, first.
  public var outbox: OutboxReport
  /// How many lists of the resources were read again.
  public var listsRefreshed: Int
  // samples:begin
  /// The profile stored, when the sync stores one.
  public var user: User?
  /// How many articles are now stored.
  public var articleCount: Int = 0
  /// How many of them were not in the previous copy.
  public var newArticleCount: Int = 0
  /// How many pages of articles were fetched.
  public var pageCount: Int = 0
  // samples:end

  /// A summary of a sync that stored at `storedAt` after sending the outbox as `outbox` did;
  /// each part adds its own to it.
  public init(storedAt: Date, outbox: OutboxReport = OutboxReport(), listsRefreshed: Int = 0) {
    self.storedAt = storedAt
    self.outbox = outbox
    self.listsRefreshed = listsRefreshed
  }
}

public import Foundation

/// What a finished sync sent and stored, each registered part adding its own.
public struct SyncSummary: Hashable, Sendable {
  /// When the sync finished storing.
  public var storedAt: Date
  /// What sending the outbox did, first.
  public var outbox: OutboxReport
  /// How many lists of the resources were read again.
  public var listsRefreshed: Int
  /// What the samples' parts stored: the profile and the articles.
  public var samples = SampleSyncReport()

  /// A summary of a sync that sent the outbox as `outbox` says; each part adds its own.
  public init(storedAt: Date, outbox: OutboxReport = OutboxReport(), listsRefreshed: Int = 0) {
    self.storedAt = storedAt
    self.outbox = outbox
    self.listsRefreshed = listsRefreshed
  }
}

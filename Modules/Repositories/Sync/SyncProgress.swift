/// How far a sync has got: what sending the outbox did, then, in the part it is reading, its
/// pages and items so far.
public struct SyncProgress: Hashable, Sendable {
  /// What is being read, in a sentence's words: `articles`, `todos`.
  public var part: String
  /// Pages received so far.
  public var pagesDone: Int
  /// Pages in all, when the server says how long the list is.
  public var pagesTotal: Int?
  /// Items received so far.
  public var itemsDone: Int
  /// What sending the outbox did, on the sync's report once it has sent; `nil` on a part's. A
  /// sync that stops while sending still makes it, so the failure can say what went before.
  public var sending: OutboxReport?

  /// A report of `pagesDone` pages of `pagesTotal`, and `itemsDone` items, of `part`.
  public init(part: String, pagesDone: Int, pagesTotal: Int?, itemsDone: Int) {
    self.part = part
    self.pagesDone = pagesDone
    self.pagesTotal = pagesTotal
    self.itemsDone = itemsDone
  }

  /// The report of the outbox sent: `report.sent` changes, as the items of the part `changes`.
  public init(sending report: OutboxReport) {
    self.init(part: "changes", pagesDone: 0, pagesTotal: nil, itemsDone: report.sent)
    sending = report
  }

  /// The share done, from 0 to 1, when the total is known.
  public var fractionDone: Double? {
    guard let pagesTotal, pagesTotal > 0 else { return nil }
    return min(1, max(0, Double(pagesDone) / Double(pagesTotal)))
  }
}

/// How far a sync has got.
public struct SyncProgress: Hashable, Sendable {
  /// Pages of articles received so far.
  public var pagesDone: Int
  /// Pages in all, when the server says how many articles there are.
  public var pagesTotal: Int?
  /// Articles received so far.
  public var articlesDone: Int

  /// A report of `pagesDone` pages of `pagesTotal` (nil when the server did not say how many)
  /// and `articlesDone` articles.
  public init(pagesDone: Int, pagesTotal: Int?, articlesDone: Int) {
    self.pagesDone = pagesDone
    self.pagesTotal = pagesTotal
    self.articlesDone = articlesDone
  }

  /// The share done, from 0 to 1, when the total is known.
  public var fractionDone: Double? {
    guard let pagesTotal, pagesTotal > 0 else { return nil }
    return min(1, max(0, Double(pagesDone) / Double(pagesTotal)))
  }
}

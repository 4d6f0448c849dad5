public import Domain

/// What a sync stored of the samples: the profile, and the articles.
public struct SampleSyncReport: Hashable, Sendable {
  /// The profile stored, when the sync stores one.
  public var user: User?
  /// What the articles' part stored.
  public var articles = ArticleSync.Report()

  /// Nothing stored yet.
  public init() {}
}

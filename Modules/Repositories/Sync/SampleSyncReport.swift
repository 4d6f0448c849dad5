public import Domain

/// What a sync stored of the samples: the profile, and the articles.
public struct SampleSyncReport: Hashable, Sendable {
  /// The profile stored, when the sync stores one.
  public var user: User?
  /// How many articles are now stored.
  public var articleCount: Int = 0
  /// How many of them were not in the previous copy.
  public var newArticleCount: Int = 0
  /// How many pages of articles were fetched.
  public var pageCount: Int = 0

  /// Nothing stored yet.
  public init() {}
}

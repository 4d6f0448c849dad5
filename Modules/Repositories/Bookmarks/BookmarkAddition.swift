public import Domain

/// What adding a bookmark did.
public struct BookmarkAddition: Hashable, Sendable {
  /// The bookmarked article.
  public var article: Article
  /// Whether it was bookmarked before: then nothing changed.
  public var wasAlreadyBookmarked: Bool

  /// The outcome for `article`; `wasAlreadyBookmarked` when nothing changed.
  public init(article: Article, wasAlreadyBookmarked: Bool) {
    self.article = article
    self.wasAlreadyBookmarked = wasAlreadyBookmarked
  }
}

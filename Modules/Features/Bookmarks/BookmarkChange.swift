public import Domain

/// What adding or removing a bookmark did.
public enum BookmarkChange: Hashable, Sendable {
  /// The article is now bookmarked.
  case added(Article)
  /// The article was bookmarked already; nothing changed.
  case alreadyBookmarked(Article)
  /// The article's bookmark is gone.
  case removed(Article)
  /// The article was not bookmarked; nothing changed.
  case notBookmarked(Article.ID)
}

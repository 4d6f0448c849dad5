public import Domain

/// The articles a person bookmarked, kept on this machine, one list per backend.
///
/// Reading and removing are local and work offline. Adding by identifier reads the article from
/// the server first, so a bookmark is always of an article that exists (a 404 is
/// ``RepositoryError/notFound(_:message:)``); adding one twice keeps one.
public protocol BookmarkRepository: Sendable {
  /// The bookmarked articles, in the order they were bookmarked.
  func bookmarks() async throws(RepositoryError) -> [Article]

  /// Bookmarks article `id`, reading it from the server unless it is bookmarked already.
  func add(articleID id: Article.ID) async throws(RepositoryError) -> BookmarkAddition

  /// Bookmarks `article` as it is.
  func add(_ article: Article) async throws(RepositoryError) -> BookmarkAddition

  /// Removes the bookmark on article `id`, returning its article, or `nil` when there was none.
  func remove(articleID id: Article.ID) async throws(RepositoryError) -> Article?
}

extension Subject {
  /// One article, as a bookmark names it.
  public static func article(_ id: Int) -> Subject { Subject("article", id: id) }
}

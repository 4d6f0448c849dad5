public import Domain

/// The articles a person bookmarked, kept on this machine, one list per backend.
///
/// Reading the list and removing from it are local, so they work offline. Adding by identifier
/// asks the server for the article first, so a bookmark is always of an article that exists (a
/// 404 is ``RepositoryError/notFound(_:message:)``); adding an article already in hand (from a list on
/// screen) needs no request. Adding one twice keeps one.
///
/// The production implementation is ``StoredBookmarkRepository``; tests of view models use
/// `MockBookmarkRepository` (module `RepositoriesMocks`).
public protocol BookmarkRepository: Sendable {
  /// The bookmarked articles, in the order they were bookmarked.
  func bookmarks() async throws(RepositoryError) -> [Article]

  /// Bookmarks article `id`, reading it from the server unless it is bookmarked already.
  func add(articleID id: Article.ID) async throws(RepositoryError) -> BookmarkAddition

  /// Bookmarks `article` as it is.
  func add(_ article: Article) async throws(RepositoryError) -> BookmarkAddition

  /// Removes the bookmark on article `id`.
  ///
  /// - Returns: The article that was bookmarked, or `nil` when it was not.
  func remove(articleID id: Article.ID) async throws(RepositoryError) -> Article?
}

extension Subject {
  /// One article, as a bookmark names it.
  public static func article(_ id: Int) -> Subject { Subject("article", id: id) }
}

public import Domain
public import Repositories
public import TestSupport

/// A ``Repositories/BookmarkRepository`` whose every call is configured by the test and recorded.
public final class MockBookmarkRepository: BookmarkRepository {
  /// Stands in for ``bookmarks()``.
  public let bookmarks: MockMethod<Void, [Article], RepositoryError>
  /// Stands in for ``add(articleID:)``.
  public let addByID: MockMethod<Article.ID, BookmarkAddition, RepositoryError>
  /// Stands in for ``add(_:)``.
  public let addArticle: MockMethod<Article, BookmarkAddition, RepositoryError>
  /// Stands in for ``remove(articleID:)``.
  public let remove: MockMethod<Article.ID, Article?, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    bookmarks = MockMethod(
      "MockBookmarkRepository.bookmarks()", createdAt: site, unimplementedFailure: .unimplemented)
    addByID = MockMethod(
      "MockBookmarkRepository.add(articleID:)", createdAt: site,
      unimplementedFailure: .unimplemented)
    addArticle = MockMethod(
      "MockBookmarkRepository.add(_:)", createdAt: site, unimplementedFailure: .unimplemented)
    remove = MockMethod(
      "MockBookmarkRepository.remove(articleID:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``bookmarks`` was configured.
  public func bookmarks() async throws(RepositoryError) -> [Article] {
    try await bookmarks(())
  }

  /// Records the call and answers as ``addByID`` was configured.
  public func add(articleID id: Article.ID) async throws(RepositoryError) -> BookmarkAddition {
    try await addByID(id)
  }

  /// Records the call and answers as ``addArticle`` was configured.
  public func add(_ article: Article) async throws(RepositoryError) -> BookmarkAddition {
    try await addArticle(article)
  }

  /// Records the call and answers as ``remove`` was configured.
  public func remove(articleID id: Article.ID) async throws(RepositoryError) -> Article? {
    try await remove(id)
  }
}

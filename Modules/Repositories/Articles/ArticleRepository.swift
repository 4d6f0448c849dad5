public import Domain

/// The one source of truth for the list of articles, page by page, online or off.
///
/// The production implementation is ``RemoteArticleRepository``; tests of view models use
/// `MockArticleRepository` (module `RepositoriesMocks`).
public protocol ArticleRepository: Sendable {
  /// Reads one page of articles.
  ///
  /// - Parameters:
  ///   - request: Which page, and its size.
  ///   - policy: Whether the network may be used.
  /// - Returns: The page (empty past the end of the list) and its freshness.
  /// - Throws: ``RepositoryError``.
  func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
}

extension ArticleRepository {
  /// Reads one page of articles, from the network first.
  ///
  /// - Parameter request: Which page, and its size.
  /// - Returns: The page and its freshness.
  /// - Throws: ``RepositoryError``.
  public func articles(_ request: PageRequest) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await articles(request, policy: .networkFirst)
  }
}

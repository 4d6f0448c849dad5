public import Domain

/// The one source of truth for the list of articles, page by page, online or off.
public protocol ArticleRepository: Sendable {
  /// Reads one page of articles (empty past the end of the list), from the server or the stored
  /// copy as `policy` allows.
  func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
}

extension ArticleRepository {
  /// Reads one page of articles, from the network first.
  public func articles(_ request: PageRequest) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await articles(request, policy: .networkFirst)
  }
}

extension Subject {
  /// One page of the article list.
  public static func articlesPage(_ page: Int) -> Subject { Subject("articles page", id: page) }
}

public import Domain
import DomainMocks
public import Repositories
public import TestSupport

/// An ``Repositories/ArticleRepository`` whose every call is configured by the test and recorded.
public final class MockArticleRepository: ArticleRepository {
  /// The arguments of an ``articles(_:policy:)`` call.
  public struct ArticlesCall: Hashable, Sendable {
    /// The page asked for.
    public var request: PageRequest
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// The arguments as the call received them.
    public init(request: PageRequest, policy: ReadPolicy) {
      self.request = request
      self.policy = policy
    }
  }

  /// Stands in for ``articles(_:policy:)``.
  public let articles: MockMethod<ArticlesCall, Fetched<Page<Article>>, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    articles = MockMethod(
      "MockArticleRepository.articles(_:policy:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Answers every page request as a server holding `totalCount` mock articles would.
  public func serve(totalCount: Int) {
    articles.answers { call in Fetched(.mock(call.request, totalCount: totalCount)) }
  }

  /// Records the call and answers as ``articles`` was configured.
  public func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await articles(ArticlesCall(request: request, policy: policy))
  }
}

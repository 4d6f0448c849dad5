public import Domain
public import DomainMocks
public import Repositories

/// An ``Repositories/ArticleRepository`` whose every call is configured by the test and
/// recorded.
public final class MockArticleRepository: ArticleRepository {
  /// The arguments of an ``articles(_:policy:)`` call.
  public struct ArticlesCall: Hashable, Sendable {
    /// The page asked for.
    public var request: PageRequest
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments.
    ///
    /// - Parameters:
    ///   - request: The page asked for.
    ///   - policy: Whether the network was allowed.
    public init(request: PageRequest, policy: ReadPolicy) {
      self.request = request
      self.policy = policy
    }
  }

  /// Stands in for ``articles(_:policy:)``.
  public let articles = MockMethod<ArticlesCall, Fetched<Page<Article>>, RepositoryError>(
    "MockArticleRepository.articles(_:policy:)",
    unimplementedFailure: .unavailable(reason: "unimplemented"))

  /// Creates a repository with nothing configured.
  public init() {}

  /// Answers every page request as a server holding `totalCount` mock articles would.
  ///
  /// - Parameter totalCount: How many articles the whole list holds.
  public func serve(totalCount: Int) {
    articles.answers { call in Fetched(.mock(call.request, totalCount: totalCount)) }
  }

  /// Records the call and answers as ``articles`` was configured.
  ///
  /// - Parameters:
  ///   - request: The page asked for.
  ///   - policy: Whether the network is allowed.
  /// - Returns: The configured value.
  /// - Throws: The configured ``Repositories/RepositoryError``.
  public func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await articles(ArticlesCall(request: request, policy: policy))
  }
}

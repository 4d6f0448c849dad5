public import Domain
public import Repositories

// The exemplar's article list: the one list view model and its feed, spelled for articles.

/// The articles a list shows.
public typealias ArticleFeed = Feed<Article>

extension Feed where Item == Article {
  /// The articles, in server order, each once.
  public var articles: [Article] { items }

  /// A feed of the parts given, `articles` as its items, with no check that they agree: the
  /// articles' own spelling of `init(items:perPage:…)`, for previews and tests.
  public init(
    articles: [Article], perPage: Int, firstPage: Int, lastPage: Int, totalCount: Int?,
    reachedEnd: Bool
  ) {
    self.init(
      items: articles, perPage: perPage, firstPage: firstPage, lastPage: lastPage,
      totalCount: totalCount, reachedEnd: reachedEnd)
  }
}

/// The article list's view model: the one list view model, over the article repository.
public typealias ArticleListViewModel = ListViewModel<Article>

extension ListViewModel where Item == Article {
  /// Creates a view model that reads the articles from `repository`, from `firstPage` on.
  public convenience init(
    repository: any ArticleRepository, firstPage: PageRequest, policy: ReadPolicy = .networkFirst,
    initialState: ViewState<ArticleFeed> = .idle
  ) {
    self.init(firstPage: firstPage, policy: policy, initialState: initialState) {
      request, policy async throws(RepositoryError) in
      try await repository.articles(request, policy: policy)
    }
  }
}

import Domain
import DomainMocks
public import Features
import RepositoriesMocks

// The exemplar's previews: the article lists, and their view model frozen in a state
// (docs/decisions/0018-the-exemplar-stays.md).

extension PreviewSamples {
  /// An article list holding the first page of 47 articles, ten per page.
  public static let feed = ArticleFeed(
    articles: Article.mocks(count: 10), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 47,
    reachedEnd: false)

  /// An article list that has reached the end of an empty list.
  public static let emptyFeed = ArticleFeed(
    articles: [], perPage: 10, firstPage: 1, lastPage: 1, totalCount: 0, reachedEnd: true)
}

extension ArticleListViewModel {
  /// A view model frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<ArticleFeed>) -> ArticleListViewModel {
    let firstPage = state.value.flatMap {
      try? PageRequest(page: $0.firstPage, perPage: $0.perPage)
    }
    return ArticleListViewModel(
      repository: MockArticleRepository(), firstPage: firstPage ?? .first, initialState: state)
  }
}

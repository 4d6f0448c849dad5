public import Domain
import DomainMocks
public import Features
public import Repositories
import RepositoriesMocks

// The samples' previews: their view models frozen in a state, and the article lists they show.

extension PreviewSamples {
  /// An article list holding the first page of 47 articles, ten per page.
  public static let feed = ArticleFeed(
    articles: Article.mocks(count: 10), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 47,
    reachedEnd: false)

  /// An article list that has reached the end of an empty list.
  public static let emptyFeed = ArticleFeed(
    articles: [], perPage: 10, firstPage: 1, lastPage: 1, totalCount: 0, reachedEnd: true)
}

extension ProfileViewModel {
  /// A view model frozen in `state`, for previews and rendering tests. Loading it again fails
  /// the test: its repository is an unconfigured mock.
  public static func preview(_ state: ViewState<User>) -> ProfileViewModel {
    ProfileViewModel(userID: 1, repository: MockUserRepository(), initialState: state)
  }
}

extension EditProfileViewModel {
  /// A view model frozen in `state` with the draft `name` and `email`, for previews and
  /// rendering tests.
  public static func preview(
    _ state: ViewState<Written<User?>>, name: String? = nil, email: String? = nil
  ) -> EditProfileViewModel {
    EditProfileViewModel(
      userID: 1, repository: MockUserRepository(), name: name, email: email, initialState: state)
  }
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

extension BookmarksViewModel {
  /// A view model frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<[Article]>) -> BookmarksViewModel {
    BookmarksViewModel(repository: MockBookmarkRepository(), initialState: state)
  }
}

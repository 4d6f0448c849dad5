public import Domain
import DomainMocks
public import Features
public import Repositories
import RepositoriesMocks

// The samples' previews: their view models frozen in a state (the articles' are the
// exemplar's, Articles+Preview.swift).

extension ProfileViewModel {
  /// A view model frozen in `state`, for previews and rendering tests. Loading it again fails
  /// the test: its repository is an unconfigured mock.
  public static func preview(_ state: ViewState<User>) -> ProfileViewModel {
    ProfileViewModel(userID: 1, repository: MockUserRepository(), initialState: state)
  }
}

extension EditProfileViewModel {
  /// A view model frozen in `state` with the draft `name` and `email`, for previews and tests.
  public static func preview(
    _ state: ViewState<Written<User?>>, name: String? = nil, email: String? = nil
  ) -> EditProfileViewModel {
    EditProfileViewModel(
      userID: 1, repository: MockUserRepository(), name: name, email: email, initialState: state)
  }
}

extension BookmarksViewModel {
  /// A view model frozen in `state`, for previews and rendering tests.
  public static func preview(_ state: ViewState<[Article]>) -> BookmarksViewModel {
    BookmarksViewModel(repository: MockBookmarkRepository(), initialState: state)
  }
}

extension SampleSyncReport {
  /// A sync of the samples that stored the profile and 47 articles, 3 of them new, in a page.
  static let preview = {
    var samples = SampleSyncReport()
    samples.user = .mock
    samples.articles = ArticleSync.Report(count: 47, newCount: 3, pages: 1)
    return samples
  }()
}

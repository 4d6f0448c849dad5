import Domain
import DomainMocks
import Features
import FeaturesMocks
import Repositories
import RepositoriesMocks
import TerminalUI
import TestSupport
import Testing

/// The samples' screens in every state, held to their golden texts like every other screen.
@MainActor
@Suite("Screen rendering: the samples")
struct SampleScreenRenderingTests {
  let environment = Fixture().sampleEnvironment()

  /// Each named screen rendered at both sizes.
  func sections(_ screens: [(String, any Screen)]) -> [(name: String, frame: Frame)] {
    screens.flatMap { name, screen in
      Fixture.sizes.map { (name, Fixture.frame(screen, $0)) }
    }
  }

  func articles(_ state: ViewState<ArticleFeed>) -> ArticlesScreen {
    ArticlesScreen(viewModel: .preview(state), environment: environment)
  }

  @Test("The article list, in each state")
  func articleList() async throws {
    // Loading more: the second page is held at a gate while the frame is taken.
    let repository = MockArticleRepository()
    let gate = Gate()
    repository.articles.answers { call in
      try? await gate.pass()
      return Fetched(.mock(call.request, totalCount: 47))
    }
    let loadingMore = ArticleListViewModel(
      repository: repository, firstPage: .first,
      initialState: .loaded(PreviewSamples.feed, notices: []))
    let loading = Task { await loadingMore.loadNextPage() }
    await gate.waitForArrivals(count: 1)
    let loadingMoreScreen = ArticlesScreen(viewModel: loadingMore, environment: environment)
    let loadingMoreFrames = Fixture.sizes.map { Fixture.frame(loadingMoreScreen, $0) }
    gate.open()
    await loading.value

    // Loading more failed: the list stays, the footer says why.
    let failing = MockArticleRepository()
    failing.articles.fails(with: PreviewSamples.timedOut)
    let failedMore = ArticleListViewModel(
      repository: failing, firstPage: .first,
      initialState: .loaded(PreviewSamples.feed, notices: []))
    await failedMore.loadNextPage()

    let ended = ArticleFeed(
      articles: Article.mocks(count: 3), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 3,
      reachedEnd: true)
    var sections = sections([
      ("idle", articles(.idle)),
      ("loading", articles(.loading)),
      ("loaded", articles(.loaded(PreviewSamples.feed, notices: []))),
      ("empty", articles(.loaded(PreviewSamples.emptyFeed, notices: []))),
      ("end of the list", articles(.loaded(ended, notices: []))),
      ("offline", articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.offlineNotice]))),
      (
        "stored copy, server unreachable",
        articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.staleNotice]))
      ),
      (
        "not saved offline",
        articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.notSavedNotice]))
      ),
      ("failed", articles(.failed(UserFacingError(PreviewSamples.cannotConnect)))),
      ("loading more failed", ArticlesScreen(viewModel: failedMore, environment: environment)),
    ])
    sections += loadingMoreFrames.map { ("loading more", $0) }
    try Golden.expect(sections, file: "articles")
  }

  @Test("An article, while its author loads, once loaded, and when the author cannot be")
  func article() throws {
    let article = Article(
      id: 7, userID: 1, title: "Atomic writes in four system calls",
      body: "Write to a temporary file in the same directory, flush it, rename it over the old "
        + "one, then flush the directory. A crash at any point leaves either the old copy or the "
        + "new one, never half of each.\n\nThe fourth call is the one people forget.")
    func screen(_ state: ViewState<User>) -> ArticleScreen {
      ArticleScreen(article: article, author: .preview(state), environment: environment)
    }
    try Golden.expect(
      sections([
        ("author loading", screen(.loading)),
        ("loaded", screen(.loaded(.mock, notices: []))),
        ("author failed", screen(.failed(UserFacingError(.notFound(.user(1)))))),
      ]), file: "article")
  }

  @Test("A profile, in each state")
  func profile() throws {
    func screen(_ state: ViewState<User>) -> ProfileScreen {
      ProfileScreen(viewModel: .preview(state), environment: environment)
    }
    try Golden.expect(
      sections([
        ("idle", screen(.idle)),
        ("loading", screen(.loading)),
        ("loaded", screen(.loaded(.mock, notices: []))),
        ("minimal", screen(.loaded(.minimalMock, notices: []))),
        (
          "stored copy, server unreachable",
          screen(.loaded(.mock, notices: [PreviewSamples.staleNotice]))
        ),
        ("offline", screen(.loaded(.mock, notices: [PreviewSamples.offlineNotice]))),
        ("failed", screen(.failed(UserFacingError(.notFound(.user(99)))))),
      ]), file: "profile")
  }

  @Test("The edit form: editing, with validation errors, saving, saved, refused")
  func editProfile() throws {
    func screen(_ viewModel: EditProfileViewModel) -> EditProfileScreen {
      EditProfileScreen(viewModel: viewModel, current: .mock)
    }
    let invalid = EditProfileViewModel.preview(.idle, name: "  ", email: "not-an-email")
    invalid.validate()
    let tooLong = EditProfileViewModel.preview(
      .idle, name: String(repeating: "Ada ", count: 30), email: nil)
    tooLong.validate()
    try Golden.expect(
      sections([
        ("editing", screen(.preview(.idle))),
        ("validation errors", screen(invalid)),
        ("a long name", screen(tooLong)),
        ("saving", screen(.preview(.loading, name: "Ada King"))),
        ("saved", screen(.preview(.loaded(Written(sent: .mock), notices: [])))),
        (
          "refused",
          screen(.preview(.failed(UserFacingError(.rejected(statusCode: 422, message: nil)))))
        ),
      ]), file: "edit-profile")
  }

  @Test("An article's text from the server reaches the screen as text", .tags(.hostile))
  nonisolated func hostileText() async throws {
    try await ScreenRenderingTests.expectTextStaysText { random in
      (1...5).map { id in
        Article(
          id: HostileValues.integer(using: &random), userID: id,
          title: HostileValues.text(using: &random, maximumLength: 120),
          body: HostileValues.text(using: &random, maximumLength: 400))
      }
    } screens: { articles in
      let feed = ArticleFeed(
        articles: articles, perPage: 10, firstPage: 1, lastPage: 1, totalCount: nil,
        reachedEnd: false)
      return [
        ArticlesScreen(viewModel: .preview(.loaded(feed, notices: [])), environment: environment),
        ArticleScreen(article: articles[0], author: .preview(.idle), environment: environment),
      ]
    }
  }
}

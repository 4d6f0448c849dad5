import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport

/// The collaborators a screen test needs: a mock for each boundary below the view models, an
/// environment made of them with a fixed clock, and a terminal to run the app on.
@MainActor
struct Fixture {
  /// Three hours after ``PreviewSamples/storedAt``: a stored copy is "3 hours ago".
  nonisolated static let now = PreviewSamples.storedAt.addingTimeInterval(3 * 3600)
  /// The sizes every screen is rendered at: a common window, and the smallest one drawn.
  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize.minimum]

  let users = MockUserRepository()
  let articles = MockArticleRepository()
  let sync = MockSyncService()
  let bookmarks = MockBookmarkRepository()
  let terminal: MockTerminal

  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    terminal = MockTerminal(size: size)
    bookmarks.bookmarks.returns([])
  }

  /// The environment over the mocks; `policy` as `--offline` would set it, or not.
  func environment(
    policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = []
  ) -> BrowseEnvironment {
    BrowseEnvironment(
      users: users, articles: articles, sync: sync, bookmarks: bookmarks, policy: policy,
      firstPage: .first, userID: 1,
      now: { Fixture.now }, features: features)
  }

  /// The app on ``terminal``, starting on the article list.
  func app(policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = []) -> BrowseApp {
    BrowseApp(
      terminal: terminal,
      root: ArticlesScreen(environment: environment(policy: policy, features: features)),
      colors: false)
  }

  /// A list as `scripts/new-feature` adds one, made here from the article mock and a real view
  /// model: "Pages" asks for a page number and shows that page's articles as records.
  func pagesFeature() -> BrowseFeature {
    let articles = articles
    return BrowseFeature(name: "Pages", parameters: ["page"]) { values in
      let request = (try? PageRequest(page: values[0])) ?? .first
      let viewModel = ArticleListViewModel(repository: articles, firstPage: request)
      return RecordList(
        title: "Pages · page \(request.page)", itemName: "Article",
        state: { viewModel.state.map { $0.articles.map(Fixture.record) } },
        load: { await viewModel.load() })
    }
  }

  /// An article as a generated feature's record.
  static func record(_ article: Article) -> BrowseRecord {
    BrowseRecord(
      id: article.id, summary: article.title,
      fields: [("userId", "\(article.userID)"), ("title", article.title), ("body", article.body)])
  }

  /// Starts `app` and returns the task running it.
  func run(_ app: BrowseApp) -> Task<BrowseApp.Exit, any Error> {
    Task { try await app.run() }
  }

  /// The frame `screen` draws at `size`, as the app lays it out.
  static func frame(_ screen: any Screen, _ size: TerminalSize) -> Frame {
    BrowseLayout.frame(title: screen.title, content: screen.body(in: size), size: size)
  }
}

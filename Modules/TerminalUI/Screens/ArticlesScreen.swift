import Domain
public import Features
public import Observation

/// The articles sample, loading more pages as the selection moves past the last row. It shows only
/// what `ArticleListViewModel` holds, and keeps only what a SwiftUI view keeps in `@State`: the
/// selection and the scroll.
@MainActor
@Observable
public final class ArticlesScreen: Screen {
  /// The list's view model.
  public let viewModel: ArticleListViewModel
  private var list = ListView()
  /// A word for the footer, such as why `s` did nothing; cleared by the next key.
  private var message: String?
  @ObservationIgnored private let environment: SampleEnvironment
  @ObservationIgnored private let work = ScreenTask()
  @ObservationIgnored private let bookmarkWork = ScreenTask()

  /// Creates the screen for `viewModel`, opening the next screens with `environment`.
  public init(viewModel: ArticleListViewModel, environment: SampleEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
  }

  /// Creates the screen and its view model from `environment`.
  public convenience init(environment: SampleEnvironment) {
    self.init(
      viewModel: ArticleListViewModel(
        repository: environment.articles, firstPage: environment.browse.firstPage,
        policy: environment.browse.policy),
      environment: environment)
  }

  /// "Articles", how many are loaded and, when the server says, how many there are.
  public var title: String {
    guard let feed = viewModel.state.value else { return "Articles" }
    return "Articles · \(feed.articles.count)" + (feed.totalCount.map { " of \($0)" } ?? "")
  }

  /// The visible rows, with the banner over a stored copy.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let feed, let notices) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading articles…", width: size.columns),
        footer: footer)
    }
    let banner = Banner.text(for: notices, now: environment.browse.now())
    return ScreenContent(lines: rows(feed, in: size), banner: banner, footer: footer)
  }

  /// Moves the selection, opens the selected article, the profile or a sync, and reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let count = viewModel.state.value?.articles.count ?? 0
    if let movement = list.move(for: key, count: count, height: BrowseLayout.bodyHeight(for: size))
    {
      // Moving past the last row loads the next page; the selection follows onto it.
      if movement.pastEnd && viewModel.canLoadMore { loadMore(advancing: true, in: size) }
      return .handled
    }
    switch key {
    case .enter, .right, .character("l"):
      guard let article = selectedArticle else { return .handled }
      return .push(ArticleScreen(article: article, environment: environment))
    case .character("b"):
      guard let article = selectedArticle else { return .handled }
      toggleBookmark(article)
    case .character("B"):
      return .push(BookmarksScreen(environment: environment))
    case .character("p"):
      return .push(ProfileScreen(userID: environment.userID, environment: environment))
    case .character("s"):
      guard !environment.browse.isOffline else {
        message = "A sync needs the server: browse was started with --offline."
        return .handled
      }
      return .push(SyncScreen(environment: environment.browse))
    case .character("r"):
      if viewModel.loadMoreError != nil {
        loadMore(advancing: false, in: size)
      } else {
        work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
      }
    default:
      return .unhandled
    }
    return .handled
  }

  /// Loads the first page, the first time the screen shows.
  public func appear() {
    bookmarkWork.loadOnce(environment.bookmarks.state) { [bookmarks = environment.bookmarks] in
      await bookmarks.load()
    }
    work.loadOnce(viewModel.state) { [viewModel] in await viewModel.load() }
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
    bookmarkWork.cancel()
  }

  private var selectedArticle: Article? {
    guard let articles = viewModel.state.value?.articles,
      let index = list.selected(in: articles.count)
    else { return nil }
    return articles[index]
  }

  private func toggleBookmark(_ article: Article) {
    bookmarkWork.run { [weak self] in
      guard let self else { return }
      await environment.bookmarks.toggle(article)
      message = environment.bookmarks.change.footerText
    }
  }

  private var footer: Footer {
    if viewModel.isLoadingMore { return .status("Loading more…") }
    // The key comes first, so it survives on a narrow terminal where the sentence is cut.
    if let error = viewModel.loadMoreError { return .error("r retry · \(error.message)") }
    if let message { return .status(message) }
    // The most needed first: what does not fit is left out, and `?` lists everything.
    let first = [
      KeyHelp("j/k", "move"), KeyHelp("Enter", "open"), KeyHelp("?", "keys"), KeyHelp("q", "quit"),
    ]
    let rest = [
      KeyHelp("b", "bookmark"), KeyHelp("B", "bookmarks"), KeyHelp("p", "profile"),
      KeyHelp("s", "sync"), KeyHelp("r", "reload"),
    ]
    return .keys(first + rest)
  }

  /// The visible rows, a bookmarked one marked `*`; then a last line once the end is loaded.
  private func rows(_ feed: ArticleFeed, in size: TerminalSize) -> [Frame.Line] {
    guard !feed.articles.isEmpty else {
      return ["", Frame.Line(Rows.margin + "No articles.", .secondary)]
    }
    let rows = feed.articles.map { article in
      ListRow(
        id: String(article.id), mark: environment.bookmarks.isBookmarked(article.id) ? "*" : nil,
        text: article.title)
    }
    let total = feed.articles.count == 1 ? "1 article" : "\(feed.articles.count) articles"
    let trailer =
      feed.reachedEnd ? Frame.Line("   End of the list: \(total).", .secondary) : nil
    return list.lines(rows, height: BrowseLayout.bodyHeight(for: size), trailer: trailer)
  }

  private func loadMore(advancing: Bool, in size: TerminalSize) {
    let before = viewModel.state.value?.articles.count ?? 0
    work.run { [weak self] in
      guard let self else { return }
      await viewModel.loadNextPage()
      let after = viewModel.state.value?.articles.count ?? 0
      if advancing && after > before && list.selected(in: before) == before - 1 {
        list.select(before, count: after, height: BrowseLayout.bodyHeight(for: size))
      }
    }
  }
}

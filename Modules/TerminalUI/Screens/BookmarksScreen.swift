import Domain
import Features
public import Observation

/// The bookmarked articles: `Enter` opens one, `b` removes its bookmark.
///
/// It shows the environment's ``SampleEnvironment/bookmarks`` view model, the one the article
/// list marks its rows from, so a bookmark removed here is unmarked there too.
@MainActor
@Observable
public final class BookmarksScreen: Screen {
  private var list = ListView()
  private var message: String?
  @ObservationIgnored private let environment: SampleEnvironment
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen over `environment`'s bookmarks.
  public init(environment: SampleEnvironment) {
    self.environment = environment
  }

  private var viewModel: BookmarksViewModel { environment.bookmarks }

  /// "Bookmarks", with how many there are once loaded.
  public var title: String {
    viewModel.state.value.map { "Bookmarks · \($0.count)" } ?? "Bookmarks"
  }

  /// The bookmarked articles, or how to bookmark one; or the load's state.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let articles, _) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading the bookmarks…", width: size.columns),
        footer: footer)
    }
    guard !articles.isEmpty else {
      let hint = "No bookmarks yet. Press b on an article to bookmark it."
      return ScreenContent(
        lines: [""] + Rows.wrapped(hint, width: size.columns, .secondary),
        footer: footer)
    }
    let rows = articles.map { ListRow(id: String($0.id), mark: "*", text: $0.title) }
    return ScreenContent(
      lines: list.lines(rows, height: BrowseLayout.bodyHeight(for: size)), footer: footer)
  }

  /// Moves the selection, opens the selected article, removes its bookmark, reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let articles = viewModel.state.value ?? []
    if list.move(for: key, count: articles.count, height: BrowseLayout.bodyHeight(for: size))
      != nil
    {
      return .handled
    }
    let selected = list.selected(in: articles.count).map { articles[$0] }
    switch key {
    case .enter, .right, .character("l"):
      guard let selected else { return .handled }
      return .push(ArticleScreen(article: selected, environment: environment))
    case .character("b"):
      guard let selected else { return .handled }
      work.run { [weak self] in
        guard let self else { return }
        await viewModel.remove(articleID: selected.id)
        message = viewModel.change.footerText
      }
    case .character("r"):
      work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
    default:
      return .unhandled
    }
    return .handled
  }

  /// Loads the bookmarks the first time any screen needs them.
  public func appear() {
    work.loadOnce(viewModel.state) { [viewModel] in await viewModel.load() }
  }

  /// Cancels a load or removal in flight.
  public func disappear() {
    work.cancel()
  }

  private var footer: Footer {
    if let message { return .status(message) }
    return .keys([
      KeyHelp("j/k", "move"), KeyHelp("Enter", "open"), KeyHelp("b", "remove"),
      KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
    ])
  }
}

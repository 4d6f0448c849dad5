public import Domain
public import Features
public import Observation

/// One article: its title, its author and its wrapped body. The author loads through a
/// `ProfileViewModel` of its own, and a failed author is one quiet line, not an error screen.
@MainActor
@Observable
public final class ArticleScreen: Screen {
  /// The article shown.
  public let article: Article
  /// The author's profile, loaded when the screen appears; `p` shows it in full.
  public let author: ProfileViewModel
  private var top = 0
  /// What `b` did, for the footer; cleared by the next key.
  private var message: String?
  @ObservationIgnored private let environment: SampleEnvironment
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `article`, loading its author with `author`.
  public init(article: Article, author: ProfileViewModel, environment: SampleEnvironment) {
    self.article = article
    self.author = author
    self.environment = environment
  }

  /// Creates the screen for `article`, and a view model for its author, from `environment`.
  public convenience init(article: Article, environment: SampleEnvironment) {
    self.init(
      article: article,
      author: ProfileViewModel(
        userID: article.userID, repository: environment.users, policy: environment.browse.policy),
      environment: environment)
  }

  /// "Article 7".
  public var title: String { "Article \(article.id)" }

  /// The rows of the article that fit, from where the reader has scrolled to.
  public func body(in size: TerminalSize) -> ScreenContent {
    let lines = content(width: size.columns)
    let height = BrowseLayout.bodyHeight(for: size)
    let first = Scroll.top(top, by: 0, height: height, count: lines.count)
    return ScreenContent(
      lines: Scroll.window(lines, top: first, height: height),
      banner: Scroll.position(top: first, height: height, count: lines.count),
      footer: message.map(Footer.status)
        ?? .keys([
          KeyHelp("j/k", "scroll"), KeyHelp("Esc", "back"), KeyHelp("b", "bookmark"),
          KeyHelp("p", "author"), KeyHelp("q", "quit"),
        ]))
  }

  /// Scrolls, opens the author's profile, and bookmarks the article (or removes its bookmark).
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let height = BrowseLayout.bodyHeight(for: size)
    let count = content(width: size.columns).count
    if let scrolled = Scroll.top(top, after: key, height: height, count: count) {
      top = scrolled
      return .handled
    }
    switch key {
    case .character("p"): return .push(ProfileScreen(viewModel: author, environment: environment))
    case .character("b"):
      work.run { [weak self] in
        guard let self else { return }
        await environment.bookmarks.toggle(article)
        message = environment.bookmarks.change.footerText
      }
    default: return .unhandled
    }
    return .handled
  }

  /// Loads the author, the first time the screen shows.
  public func appear() {
    work.loadOnce(author.state) { [author] in await author.load() }
  }

  /// Cancels the author's load, if it is still in flight.
  public func disappear() {
    work.cancel()
  }

  /// Every row of the article at `width`: the title, the author line, a blank row, the body.
  private func content(width: Int) -> [Frame.Line] {
    var lines = Rows.wrapped(article.title, width: width, .title)
    let byline =
      switch author.state {
      case .loaded(let user, _): "by \(user.name) (@\(user.username))"
      case .failed: "by user \(article.userID) (their profile could not be loaded)"
      case .idle, .loading: "by user \(article.userID)"
      }
    lines += Rows.wrapped(byline, width: width, .secondary)
    lines.append("")
    lines += Rows.wrapped(article.body, width: width)
    return lines
  }
}

import Domain
public import Features
public import Observation

/// A user's albums, one row each: `j`/`k` move, `r` reloads.
@MainActor
@Observable
public final class AlbumsScreen: Screen {
  /// The albums to show.
  public let viewModel: AlbumsViewModel
  private var list = ListView()
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen over `viewModel`.
  public init(viewModel: AlbumsViewModel) {
    self.viewModel = viewModel
  }

  /// "Albums", with how many there are once loaded.
  public var title: String {
    viewModel.state.value.map { "Albums · \($0.count)" } ?? "Albums"
  }

  /// The albums, or the load's state.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let albums, _) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading the albums…", width: size.columns),
        footer: footer)
    }
    let rows = albums.map { ListRow(id: String($0.id), mark: nil, text: $0.title) }
    return ScreenContent(
      lines: list.lines(rows, height: BrowseLayout.bodyHeight(for: size)), footer: footer)
  }

  /// Moves the selection, or reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let count = viewModel.state.value?.count ?? 0
    if list.move(for: key, count: count, height: BrowseLayout.bodyHeight(for: size)) != nil {
      return .handled
    }
    guard key == .character("r") else { return .unhandled }
    work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
    return .handled
  }

  /// Loads the albums the first time the screen is shown.
  public func appear() {
    work.loadOnce(viewModel.state) { [viewModel] in await viewModel.load() }
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
  }

  private var footer: Footer {
    .keys([KeyHelp("j/k", "move"), KeyHelp("r", "reload"), KeyHelp("Esc", "back")])
  }
}

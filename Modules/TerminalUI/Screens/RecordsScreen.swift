import Features
public import Observation

/// A generated feature's list: one row per item (its id and summary), the stored-copy banner,
/// the error and how to retry; `Enter` opens an item, `r` reloads.
///
/// It draws from a ``RecordList``, so the same screen serves every generated feature, as one
/// SwiftUI `List` serves any collection.
@MainActor
@Observable
public final class RecordsScreen: Screen {
  /// The list shown.
  public let list: RecordList
  private var cursor = ListCursor()
  @ObservationIgnored private let environment: BrowseEnvironment
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `list`.
  public init(list: RecordList, environment: BrowseEnvironment) {
    self.list = list
    self.environment = environment
  }

  /// The list's title, with how many items it holds once loaded.
  public var title: String {
    list.state().value.map { "\(list.title) · \($0.count)" } ?? list.title
  }

  /// The visible rows, or the load's state.
  public func body(in size: TerminalSize) -> ScreenContent {
    switch list.state() {
    case .idle, .loading:
      return ScreenContent(lines: CommonContent.loading("Loading…"), footer: footer)
    case .failed(let error):
      return ScreenContent(
        lines: CommonContent.failure(error, width: size.columns), footer: footer)
    case .loaded(let records, let notices):
      let banner = CommonContent.banner(for: notices, now: environment.now())
      guard !records.isEmpty else {
        return ScreenContent(
          lines: ["", Frame.Line(CommonContent.margin + "Nothing here.", .secondary)],
          banner: banner, footer: footer)
      }
      let height = BrowseLayout.bodyHeight(for: size)
      let lines = CommonContent.rows(
        records.map { ($0.id, $0.summary) }, cursor.visible(count: records.count, height: height),
        selected: cursor.selected(in: records.count) ?? 0)
      return ScreenContent(lines: lines, banner: banner, footer: footer)
    }
  }

  /// Moves the selection, opens the selected item, reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let records = list.state().value ?? []
    if cursor.move(for: key, count: records.count, height: BrowseLayout.bodyHeight(for: size)) {
      return .handled
    }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = cursor.selected(in: records.count) else { return .handled }
      return .push(RecordScreen(record: records[index], itemName: list.itemName))
    case .character("r"):
      // A load under way is the reload: starting another would cancel it for nothing.
      if case .loading = list.state() { return .handled }
      work.run { [list] in await list.load() }
      return .handled
    default:
      return .unhandled
    }
  }

  /// Loads the list, the first time the screen shows.
  public func appear() {
    guard case .idle = list.state() else { return }
    work.run { [list] in await list.load() }
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
  }

  private var footer: Footer {
    .keys([
      KeyHelp("j/k", "move"), KeyHelp("Enter", "open"), KeyHelp("r", "reload"),
      KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
    ])
  }
}

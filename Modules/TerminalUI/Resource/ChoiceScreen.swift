public import Observation

/// A short list of things to do, one of which `Enter` does: the actions of the resource's own
/// on an item (`x`), or the lists under it (`o`). `Esc` goes back doing nothing.
@MainActor
@Observable
public final class ChoiceScreen: Screen {
  /// One thing to choose.
  public struct Choice: Sendable {
    /// What it is called: "Archive", "Chapters".
    public var name: String
    /// What choosing it does, in place of this screen.
    public var choose: @MainActor @Sendable () -> Navigation

    /// A choice called `name` that does `choose`.
    public init(_ name: String, choose: @escaping @MainActor @Sendable () -> Navigation) {
      self.name = name
      self.choose = choose
    }
  }

  /// The screen's title: "Todo 3: actions".
  public let title: String
  private let choices: [Choice]
  private var list = ListView()

  /// Creates the screen titled `title` over `choices`.
  public init(title: String, choices: [Choice]) {
    self.title = title
    self.choices = choices
  }

  /// One row per choice.
  public func body(in size: TerminalSize) -> ScreenContent {
    let rows = choices.enumerated().map { index, choice in
      ListRow(id: String(index + 1), mark: nil, text: choice.name)
    }
    return ScreenContent(
      lines: list.lines(rows, height: BrowseLayout.bodyHeight(for: size)),
      footer: .keys([KeyHelp("j/k", "move"), KeyHelp("Enter", "choose"), KeyHelp("Esc", "back")]))
  }

  /// Moves the selection, and does the chosen thing.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let height = BrowseLayout.bodyHeight(for: size)
    if list.move(for: key, count: choices.count, height: height) != nil { return .handled }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = list.selected(in: choices.count) else { return .handled }
      return choices[index].choose()
    default:
      return .unhandled
    }
  }

  /// Nothing to load.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}
}

/// Every key, screen by screen: what `?` shows.
@MainActor
public final class HelpScreen: Screen {
  /// The keys, grouped by where they work.
  public static let sections: [(title: String, keys: [KeyHelp])] =
    appSections
    + sampleSections
    + resourceSections

  /// The keys that work everywhere, and on the home screen.
  static let appSections: [(title: String, keys: [KeyHelp])] = [
    (
      "Everywhere",
      [
        KeyHelp("?", "show these keys"), KeyHelp("Esc, ←, h", "go back"),
        KeyHelp("q", "quit (except while typing in a form)"), KeyHelp("Ctrl-C", "quit"),
        KeyHelp("Ctrl-Z", "suspend; 'fg' in the shell brings it back"),
      ]
    ),
    (
      "Home",
      [
        KeyHelp("j, ↓ / k, ↑", "move down / up"),
        KeyHelp("Enter, →, l", "open (a list asks for its parameters)"),
        KeyHelp("Tab, ↑, ↓", "next parameter"), KeyHelp("s", "sync for offline use"),
      ]
    ),
  ]

  /// The keys of a resource's screens, and of the sync's.
  static let resourceSections: [(title: String, keys: [KeyHelp])] = [
    (
      "A list",
      [
        KeyHelp("Enter", "open the item"), KeyHelp("a", "add an item, in a form"),
        KeyHelp("r", "reload, or retry loading more"),
      ]
    ),
    (
      "An item",
      [
        KeyHelp("e", "edit it, in a form"), KeyHelp("d", "delete it, after asking"),
        KeyHelp("x", "its actions, such as archive"), KeyHelp("o", "the lists under it"),
        KeyHelp("y / n, Esc", "answer the question"), KeyHelp("r", "reload"),
      ]
    ),
    (
      "Add or edit an item",
      [
        KeyHelp("Tab, ↑, ↓", "next field"), KeyHelp("Enter", "save"),
        KeyHelp("Esc", "cancel without saving"),
      ]
    ),
    ("Sync", [KeyHelp("Esc", "cancel the sync"), KeyHelp("s", "sync again")]),
  ]

  private var top = 0

  /// The list of every screen's keys, scrolled to its top.
  public init() {}

  /// "Keys".
  public var title: String { "Keys" }

  /// The keys that fit, from where the list has scrolled to.
  public func body(in size: TerminalSize) -> ScreenContent {
    let height = BrowseLayout.bodyHeight(for: size)
    let lines = Self.lines
    let first = Scroll.top(top, by: 0, height: height, count: lines.count)
    return ScreenContent(
      lines: Scroll.window(lines, top: first, height: height),
      footer: .keys([KeyHelp("j/k", "scroll"), KeyHelp("Esc", "back"), KeyHelp("q", "quit")]))
  }

  /// Scrolls.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let height = BrowseLayout.bodyHeight(for: size)
    guard let scrolled = Scroll.top(top, after: key, height: height, count: Self.lines.count)
    else { return .unhandled }
    top = scrolled
    return .handled
  }

  /// Nothing to start.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}

  private static let lines: [Frame.Line] = {
    let width = sections.flatMap { $0.keys.map { DisplayWidth.of($0.keys) } }.max() ?? 0
    var lines: [Frame.Line] = []
    for section in sections {
      lines += ["", Frame.Line(Rows.margin + section.title, .title)]
      for key in section.keys {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(key.keys)))
        lines.append(
          Frame.Line(Rows.margin + "  " + key.keys + padding + "  " + key.action))
      }
    }
    return lines
  }()
}

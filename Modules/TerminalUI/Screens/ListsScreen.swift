public import Observation

/// The lists that features made by `scripts/new-feature` add, opened with `m` from the article
/// list: `Enter` asks for the chosen list's parameters, or opens it when it has none.
@MainActor
@Observable
public final class ListsScreen: Screen {
  private var cursor = ListCursor()
  @ObservationIgnored private let environment: BrowseEnvironment

  /// Creates the screen over `environment`'s features.
  public init(environment: BrowseEnvironment) {
    self.environment = environment
  }

  /// "Lists".
  public var title: String { "Lists" }

  /// One row per list, with the parameters it asks for; or how to add one.
  public func body(in size: TerminalSize) -> ScreenContent {
    let features = environment.features
    guard !features.isEmpty else {
      let hint = "No other lists yet: scripts/new-feature adds one for each feature it makes."
      return ScreenContent(
        lines: [""] + CommonContent.wrapped(hint, width: size.columns, .secondary),
        footer: footer)
    }
    let height = BrowseLayout.bodyHeight(for: size)
    let selected = cursor.selected(in: features.count) ?? 0
    let lines = cursor.visible(count: features.count, height: height).clamped(
      to: features.indices
    ).map { index in
      let feature = features[index]
      let asks = feature.parameters.isEmpty ? "" : " (asks for " + words(feature.parameters) + ")"
      return Frame.Line(
        (index == selected ? " › " : "   ") + feature.name + asks,
        index == selected ? .selected : .plain)
    }
    return ScreenContent(lines: lines, footer: footer)
  }

  /// Moves the selection, and opens the selected list.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let features = environment.features
    if cursor.move(for: key, count: features.count, height: BrowseLayout.bodyHeight(for: size)) {
      return .handled
    }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = cursor.selected(in: features.count) else { return .handled }
      let feature = features[index]
      guard feature.parameters.isEmpty else {
        return .push(ParametersScreen(feature: feature, environment: environment))
      }
      return .push(RecordsScreen(list: feature.open([]), environment: environment))
    default:
      return .unhandled
    }
  }

  /// Nothing to load: the lists are known up front.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}

  private var footer: Footer {
    .keys([
      KeyHelp("j/k", "move"), KeyHelp("Enter", "open"), KeyHelp("Esc", "back"),
      KeyHelp("q", "quit"),
    ])
  }

  private func words(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

import Domain
public import Observation

/// The lists the resources add, opened with `m` from the article list: `Enter` asks for the
/// chosen list's parameters, or opens it when it has none.
@MainActor
@Observable
public final class ListsScreen: Screen {
  private var list = ListView()
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
        lines: [""] + Rows.wrapped(hint, width: size.columns, .secondary), footer: footer)
    }
    let rows = features.enumerated().map { index, feature in
      let names = feature.parameters.map { ResourceNames.words($0.name).lowercased() }
      let asks = names.isEmpty ? "" : " (asks for " + Self.words(names) + ")"
      return ListRow(id: String(index + 1), mark: nil, text: feature.name + asks)
    }
    return ScreenContent(
      lines: list.lines(rows, height: BrowseLayout.bodyHeight(for: size)), footer: footer)
  }

  /// Moves the selection, and opens the selected list.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let features = environment.features
    let height = BrowseLayout.bodyHeight(for: size)
    if list.move(for: key, count: features.count, height: height) != nil { return .handled }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = list.selected(in: features.count) else { return .handled }
      let feature = features[index]
      guard feature.parameters.isEmpty else {
        return .push(ParametersScreen(feature: feature, environment: environment))
      }
      return .push(feature.open([:], environment))
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

  private static func words(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

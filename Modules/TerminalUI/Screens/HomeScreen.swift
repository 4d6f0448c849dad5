import Domain
public import Observation

/// Where `strata browse` opens: the features the composition root registered. Opening one asks
/// first for the parts of its address, when it has any.
@MainActor
@Observable
public final class HomeScreen: Screen {
  private var list = ListView()
  private var message: String?
  @ObservationIgnored private let environment: BrowseEnvironment

  /// Creates the screen over `environment`'s features.
  public init(environment: BrowseEnvironment) {
    self.environment = environment
  }

  /// "Home".
  public var title: String { "Home" }

  /// One row per feature, with what it asks for; or how to add one.
  public func body(in size: TerminalSize) -> ScreenContent {
    let features = environment.features
    guard !features.isEmpty else {
      let hint = "No features yet: scripts/new-feature adds one for each resource it makes."
      return ScreenContent(
        lines: [""] + Rows.wrapped(hint, width: size.columns, .secondary), footer: footer)
    }
    let rows = features.enumerated().map { index, feature in
      let names = feature.parts.map { $0.label }
      let asks = names.isEmpty ? "" : " (asks for " + Self.words(names) + ")"
      return ListRow(id: String(index + 1), mark: nil, text: feature.name + asks)
    }
    return ScreenContent(
      lines: session(in: size) + list.lines(rows, height: listHeight(in: size)), footer: footer)
  }

  /// Who is signed in, above the features, when the API signs in.
  private func session(in size: TerminalSize) -> [Frame.Line] {
    environment.session.map { Rows.wrapped($0, width: size.columns, .secondary) } ?? []
  }

  /// The rows the features may take: the body's, less the session's.
  private func listHeight(in size: TerminalSize) -> Int {
    max(1, BrowseLayout.bodyHeight(for: size) - session(in: size).count)
  }

  /// Moves the selection, opens the selected feature, syncs.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let features = environment.features
    let height = listHeight(in: size)
    if list.move(for: key, count: features.count, height: height) != nil { return .handled }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = list.selected(in: features.count) else { return .handled }
      let feature = features[index]
      guard feature.parts.isEmpty else {
        return .push(ParametersScreen(feature: feature, environment: environment))
      }
      guard let screen = feature.open([:], environment) else { return .handled }
      return .push(screen)
    case .character("s"):
      guard !environment.isOffline else {
        message = "A sync needs the server: browse was started with --offline."
        return .handled
      }
      return .push(SyncScreen(environment: environment))
    default:
      return .unhandled
    }
  }

  /// Nothing to load: the features are known up front.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}

  private var footer: Footer {
    if let message { return .status(message) }
    return .keys([
      KeyHelp("j/k", "move"), KeyHelp("Enter", "open"), KeyHelp("s", "sync"),
      KeyHelp("?", "keys"), KeyHelp("q", "quit"),
    ])
  }

  private static func words(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

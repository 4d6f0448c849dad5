public import Domain
public import Features
public import Observation
public import Repositories

/// A resource's collection, one row per item (`new 3` for one not sent yet, `~` for a pending
/// change), loading more pages as the selection moves past the last row. One screen serves every
/// resource, as one SwiftUI `List` serves any collection.
@MainActor
@Observable
public final class ResourceListScreen<Model: Presentable>: Screen {
  /// The list's view model.
  public let viewModel: ListViewModel<Tracked<Model>>
  /// Which collection.
  public let address: Model.Address
  private var list = ListView()
  private var message: String?
  @ObservationIgnored private let repository: any ResourceRepository<Model>
  @ObservationIgnored private let environment: BrowseEnvironment
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `viewModel`'s list at `address`, written through `repository`.
  public init(
    viewModel: ListViewModel<Tracked<Model>>, repository: any ResourceRepository<Model>,
    address: Model.Address, environment: BrowseEnvironment
  ) {
    self.viewModel = viewModel
    self.repository = repository
    self.address = address
    self.environment = environment
  }

  /// Creates the screen for the collection at `address`, read and written through `repository`.
  public convenience init(
    repository: any ResourceRepository<Model>, address: Model.Address,
    environment: BrowseEnvironment
  ) {
    self.init(
      viewModel: ListViewModel(
        repository: repository, address: address, firstPage: environment.firstPage,
        policy: environment.policy),
      repository: repository, address: address, environment: environment)
  }

  private var schema: ResourceSchema<Model> { Model.schema }

  /// "Todos", the parts of its address, and how many items are loaded.
  public var title: String {
    let values = address.values
    let parameters = Model.Address.parts.map { part in
      "\(ResourceWords.label(part.key)) \(part.kind.display(values[part.key] ?? .null))"
    }
    let name = ([schema.names.plural] + parameters).joined(separator: " · ")
    guard let feed = viewModel.state.value else { return name }
    return "\(name) · \(feed.items.count)"
      + (feed.totalCountWithOfflineAdds().map { " of \($0)" } ?? "")
  }

  /// The visible rows, or the load's state.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let feed, let notices) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading…", width: size.columns), footer: footer)
    }
    let banner = Banner.text(for: notices, now: environment.now())
    guard !feed.items.isEmpty else {
      return ScreenContent(
        lines: ["", Frame.Line(Rows.margin + "Nothing here.", .secondary)], banner: banner,
        footer: footer)
    }
    let rows = feed.items.map { item in
      ListRow(
        id: item.id.description, mark: item.isPending ? "~" : nil, text: item.rowSummary)
    }
    let trailer =
      feed.reachedEnd
      ? Frame.Line("   End of the list: \(feed.items.count).", .secondary) : nil
    return ScreenContent(
      lines: list.lines(rows, height: BrowseLayout.bodyHeight(for: size), trailer: trailer),
      banner: banner, footer: footer)
  }

  /// Moves the selection, opens the selected item, adds one, reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let items = viewModel.state.value?.items ?? []
    let height = BrowseLayout.bodyHeight(for: size)
    if let movement = list.move(for: key, count: items.count, height: height) {
      if movement.pastEnd && viewModel.canLoadMore {
        work.run { [viewModel] in await viewModel.loadNextPage() }
      }
      return .handled
    }
    switch key {
    case .enter, .right, .character("l"):
      guard let index = list.selected(in: items.count) else { return .handled }
      return .push(
        ResourceItemScreen<Model>(
          id: items[index].id, repository: repository, address: address,
          environment: environment
        ) { [weak self] in self?.loadAgain() })
    case .character("a"):
      guard schema.allows(.add) else { return .unhandled }
      let form = ResourceFormViewModel<Model>(.add, address: address, repository: repository)
      return .push(
        ResourceFormScreen(viewModel: form) { [weak self] written in
          self?.message = ResourceFormScreen<Model>.outcome(written)
          self?.loadAgain()
        })
    case .character("r"):
      work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
      return .handled
    default:
      return .unhandled
    }
  }

  /// Loads the list, the first time the screen shows.
  public func appear() {
    work.loadOnce(viewModel.state) { [viewModel] in await viewModel.load() }
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
  }

  /// Loads again after a change made here, cancelling a load under way that may predate it.
  private func loadAgain() {
    work.run { [viewModel] in await viewModel.load() }
  }

  private var footer: Footer {
    if viewModel.isLoadingMore { return .status("Loading more…") }
    if let error = viewModel.loadMoreError { return .error("r retry · \(error.message)") }
    if let message { return .status(message) }
    let add = schema.allows(.add) ? [KeyHelp("a", "add")] : []
    return .keys(
      [KeyHelp("j/k", "move"), KeyHelp("Enter", "open")] + add + [
        KeyHelp("r", "reload"), KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
      ])
  }
}

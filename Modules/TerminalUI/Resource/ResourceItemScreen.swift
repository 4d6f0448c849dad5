public import Domain
public import Features
public import Observation
public import Repositories

/// One item of a resource, each field's label over its wrapped value. Its keys edit, delete (after
/// asking), do one of the resource's own actions, or open a list under it (a book's chapters).
@MainActor
@Observable
public final class ResourceItemScreen<Model: Presentable>: Screen {
  /// The item's view model.
  public let viewModel: ItemViewModel<Model>
  private var top = 0
  private var message: String?
  @ObservationIgnored private let repository: any ResourceRepository<Model>
  @ObservationIgnored private let environment: BrowseEnvironment
  @ObservationIgnored private let onChange: @MainActor () -> Void
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `viewModel`'s item, written through `repository`; `onChange` runs
  /// after it was changed, so the list it came from reloads.
  public init(
    viewModel: ItemViewModel<Model>, repository: any ResourceRepository<Model>,
    environment: BrowseEnvironment, onChange: @escaping @MainActor () -> Void = {}
  ) {
    self.viewModel = viewModel
    self.repository = repository
    self.environment = environment
    self.onChange = onChange
  }

  /// Creates the screen for item `id` at `address`, read and written through `repository`.
  public convenience init(
    id: Tracked<Model>.ID, repository: any ResourceRepository<Model>, address: Model.Address,
    environment: BrowseEnvironment, onChange: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      viewModel: ItemViewModel(
        id: id, address: address, repository: repository, policy: environment.policy),
      repository: repository, environment: environment, onChange: onChange)
  }

  private var schema: ResourceSchema<Model> { Model.schema }

  /// "Todo 3", or "Todo new 2" for one added here and not sent yet.
  public var title: String { "\(schema.names.singular) \(viewModel.id)" }

  /// The lists under this resource's items, such as a book's chapters.
  private var children: [BrowseFeature] {
    environment.features.filter { $0.parent == Model.self }
  }

  /// The fields that fit, from where the reader has scrolled to.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let item, let notices) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading…", width: size.columns), footer: footer)
    }
    let lines = content(item, width: size.columns)
    let height = BrowseLayout.bodyHeight(for: size)
    let first = Scroll.top(top, by: 0, height: height, count: lines.count)
    var banner = Banner.text(for: notices, now: environment.now())
    if item.isUnsent {
      banner = "Added here: it waits to be sent, and strata sync sends it."
    } else if item.isPending {
      banner = "A change of this item waits to be sent: strata sync sends it."
    }
    return ScreenContent(
      lines: Scroll.window(lines, top: first, height: height),
      banner: banner ?? Scroll.position(top: first, height: height, count: lines.count),
      footer: footer)
  }

  /// Scrolls, edits, deletes, does an action, opens a list under it, reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let height = BrowseLayout.bodyHeight(for: size)
    let count = viewModel.state.value.map { content($0, width: size.columns).count } ?? 0
    if let scrolled = Scroll.top(top, after: key, height: height, count: count) {
      top = scrolled
      return .handled
    }
    switch key {
    case .character("e"):
      guard schema.allows(.edit), let item = viewModel.state.value else { return .unhandled }
      let form = ResourceFormViewModel<Model>(
        .edit(item), address: viewModel.address, repository: repository)
      return .push(
        ResourceFormScreen(viewModel: form) { [weak self] written in
          self?.message = ResourceFormScreen<Model>.outcome(written)
          self?.loadAgain()
          self?.onChange()
        })
    case .character("d"):
      guard schema.allows(.delete), viewModel.state.value != nil else { return .unhandled }
      let question = "Delete \(Model.singularWords) \(viewModel.id)?"
      return .push(
        ConfirmScreen(title: title, question: question) { [weak self] in
          self?.perform(.delete)
        })
    case .character("x"):
      guard !schema.customActions.isEmpty, let item = viewModel.state.value, !item.isUnsent
      else { return .unhandled }
      let choices = schema.customActions.map { action in
        ChoiceScreen.Choice(ResourceWords.label(action.rawValue)) { [weak self] in
          self?.perform(action)
          return .pop
        }
      }
      return .push(ChoiceScreen(title: "\(title): actions", choices: choices))
    case .character("o"):
      guard let item = viewModel.state.value?.item, !children.isEmpty else { return .unhandled }
      let values = viewModel.address.values
      let screens = children.compactMap { child in
        child.openUnder(item, values, environment).map { (child.name, $0) }
      }
      if screens.count == 1, let (_, screen) = screens.first { return .push(screen) }
      let choices = screens.map { name, screen in
        ChoiceScreen.Choice(name) { .replace(screen) }
      }
      return .push(ChoiceScreen(title: "\(title): lists", choices: choices))
    case .character("r"):
      work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
    default:
      return .unhandled
    }
    return .handled
  }

  /// Loads the item, the first time the screen shows.
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

  private func perform(_ action: ResourceAction) {
    work.run { [weak self] in
      guard let self else { return }
      await viewModel.perform(action)
      switch viewModel.action {
      case .loaded(let written, _):
        let name = action == .delete ? "the delete" : ResourceWords.phrase(action.rawValue)
        let done = action == .delete ? "Deleted." : "Done: \(ResourceWords.label(action.rawValue))."
        message = written.queued == nil ? done : "Queued: \(name) waits for strata sync."
        if action != .delete { loadAgain() }
        onChange()
      case .failed(let error):
        message = error.message
      case .idle, .loading:
        break
      }
    }
  }

  private var footer: Footer {
    if let message { return .status(message) }
    let edit = schema.allows(.edit) ? [KeyHelp("e", "edit")] : []
    let delete = schema.allows(.delete) ? [KeyHelp("d", "delete")] : []
    let actions = schema.customActions.isEmpty ? [] : [KeyHelp("x", "actions")]
    let lists =
      children.isEmpty ? [] : [KeyHelp("o", children.count == 1 ? children[0].name : "lists")]
    return .keys(
      [KeyHelp("j/k", "scroll")] + edit + delete + actions + lists + [
        KeyHelp("r", "reload"), KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
      ])
  }

  /// Every row: each field's label, then its value wrapped, then a blank row.
  private func content(_ item: Tracked<Model>, width: Int) -> [Frame.Line] {
    var lines: [Frame.Line] = [""]
    let values = item.draft.values
    for field in schema.fields {
      lines.append(Frame.Line(Rows.margin + Model.label(of: field), .secondary))
      lines += Rows.wrapped(field.kind.display(values[field.key] ?? .null), width: width)
      lines.append("")
    }
    return lines
  }
}

public import Domain
public import Features
public import Observation
public import Repositories

/// One item of a resource: every field, its label over its value wrapped to the width, scrolled
/// with the keys; `e` edits it, `d` deletes it (after asking), `r` reloads.
@MainActor
@Observable
public final class ResourceItemScreen<Model: Resource>: Screen {
  /// The item's view model.
  public let viewModel: ItemViewModel<Model>
  private var top = 0
  private var message: String?
  @ObservationIgnored private let repository: any ResourceRepository<Model>
  @ObservationIgnored private let environment: BrowseEnvironment
  @ObservationIgnored private let onChange: @MainActor () -> Void
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `viewModel`'s item, written through `repository`; `onChange` runs
  /// after it was edited or deleted, so the list it came from reloads.
  public init(
    viewModel: ItemViewModel<Model>, repository: any ResourceRepository<Model>,
    environment: BrowseEnvironment, onChange: @escaping @MainActor () -> Void = {}
  ) {
    self.viewModel = viewModel
    self.repository = repository
    self.environment = environment
    self.onChange = onChange
  }

  /// Creates the screen for item `id` of `collection`, read from and written through
  /// `repository`.
  public convenience init(
    id: Int, repository: any ResourceRepository<Model>, collection: PathValues,
    environment: BrowseEnvironment, onChange: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      viewModel: ItemViewModel(
        id: id, collection: collection, repository: repository, policy: environment.policy),
      repository: repository, environment: environment, onChange: onChange)
  }

  private var schema: ResourceSchema<Model> { Model.schema }

  /// "Todo 3".
  public var title: String { "\(schema.names.singular) \(viewModel.id)" }

  /// The fields that fit, from where the reader has scrolled to.
  public func body(in size: TerminalSize) -> ScreenContent {
    switch viewModel.state {
    case .idle, .loading:
      return ScreenContent(lines: Rows.loading("Loading…"), footer: footer)
    case .failed(let error):
      return ScreenContent(lines: Rows.failure(error, width: size.columns), footer: footer)
    case .loaded(let item, let notices):
      let lines = content(item, width: size.columns)
      let height = BrowseLayout.bodyHeight(for: size)
      let first = Scroll.top(top, by: 0, height: height, count: lines.count)
      var banner = Banner.text(for: notices, now: environment.now())
      if item.isPending { banner = "A change of this item waits to be sent: strata sync sends it." }
      return ScreenContent(
        lines: Scroll.window(lines, top: first, height: height),
        banner: banner ?? Scroll.position(top: first, height: height, count: lines.count),
        footer: footer)
    }
  }

  /// Scrolls, edits, deletes, reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    let height = BrowseLayout.bodyHeight(for: size)
    let count = viewModel.state.value.map { content($0, width: size.columns).count } ?? 0
    func scroll(_ delta: Int) {
      top = Scroll.top(top, by: delta, height: height, count: count)
    }
    switch key {
    case .down, .character("j"): scroll(1)
    case .up, .character("k"): scroll(-1)
    case .pageDown, .character(" "): scroll(max(1, height - 1))
    case .pageUp: scroll(-max(1, height - 1))
    case .home, .character("g"): top = 0
    case .end, .character("G"): scroll(count)
    case .character("e"):
      guard schema.actions.contains(.edit), let item = viewModel.state.value else {
        return .unhandled
      }
      let form = ResourceFormViewModel<Model>(
        .edit(id: item.value.id, seen: item.value), collection: viewModel.collection,
        repository: repository)
      return .push(
        ResourceFormScreen(viewModel: form) { [weak self] written in
          self?.message = ResourceFormScreen<Model>.outcome(written)
          self?.reload()
          self?.onChange()
        })
    case .character("d"):
      guard schema.actions.contains(.delete), viewModel.state.value != nil else {
        return .unhandled
      }
      let question = "Delete \(schema.names.singularWords) \(viewModel.id)?"
      return .push(
        ConfirmScreen(title: title, question: question) { [weak self] in self?.delete() })
    case .character("r"):
      if case .loading = viewModel.state { return .handled }
      reload()
    default:
      return .unhandled
    }
    return .handled
  }

  /// Loads the item, the first time the screen shows.
  public func appear() {
    guard case .idle = viewModel.state else { return }
    reload()
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
  }

  private func reload() {
    work.run { [viewModel] in await viewModel.load() }
  }

  private func delete() {
    work.run { [weak self] in
      guard let self else { return }
      await viewModel.delete()
      switch viewModel.deletion {
      case .loaded(let written, _):
        message = written.queued == nil ? "Deleted." : "Queued: the delete waits for strata sync."
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
    let edit = schema.actions.contains(.edit) ? [KeyHelp("e", "edit")] : []
    let delete = schema.actions.contains(.delete) ? [KeyHelp("d", "delete")] : []
    return .keys(
      [KeyHelp("j/k", "scroll")] + edit + delete + [
        KeyHelp("r", "reload"), KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
      ])
  }

  /// Every row: each field's label, then its value wrapped, then a blank row.
  private func content(_ item: Tracked<Model>, width: Int) -> [Frame.Line] {
    var lines: [Frame.Line] = [""]
    let values = schema.values(of: item.value)
    for field in schema.fields {
      lines.append(Frame.Line(Rows.margin + field.label, .secondary))
      lines += Rows.wrapped(field.kind.display(values[field.key] ?? .null), width: width)
      lines.append("")
    }
    return lines
  }
}

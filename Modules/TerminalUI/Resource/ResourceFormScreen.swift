import Domain
public import Features
public import Observation
public import Repositories

/// A form to add or edit an item, one field per row, each checked by the schema's rules as it is
/// typed. `Enter` saves, at once or queued for `strata sync`, and `Esc` leaves sending nothing.
/// Letters are typed, not commands, so only Ctrl-C quits. Emptying an optional field clears it.
@MainActor
@Observable
public final class ResourceFormScreen<Model: Presentable>: Screen {
  /// The form's view model.
  public let viewModel: ResourceFormViewModel<Model>
  /// The index of the field that takes what is typed.
  public private(set) var focus = 0
  private var isEditedSinceOutcome = false
  /// Whether `Enter` was pressed: from then on every field's error shows, typed in or not.
  private var isSubmitted = false
  @ObservationIgnored private let onSaved: @MainActor (Written<Tracked<Model>?>) -> Void
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the form for `viewModel`; `onSaved` runs with what a save did.
  public init(
    viewModel: ResourceFormViewModel<Model>,
    onSaved: @escaping @MainActor (Written<Tracked<Model>?>) -> Void = { _ in }
  ) {
    self.viewModel = viewModel
    self.onSaved = onSaved
  }

  /// What a save did, in a few words, for a footer.
  public static func outcome(_ written: Written<Tracked<Model>?>) -> String {
    if written.queued != nil { return "Queued: the change waits to be sent; strata sync sends it." }
    if written.unreadableAnswer != nil { return "Saved; the server's answer did not show it." }
    return "Saved."
  }

  /// "New todo", or "Edit todo 3".
  public var title: String {
    switch viewModel.purpose {
    case .add: return "New \(Model.singularWords)"
    case .edit(let item): return "Edit \(Model.singularWords) \(item.id)"
    }
  }

  /// The fields with their errors, and the save's outcome.
  public func body(in size: TerminalSize) -> ScreenContent {
    let fields = viewModel.fields
    let labels = fields.map(Model.label(of:))
    let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
    var lines: [Frame.Line] = [""]
    for (index, (field, label)) in zip(fields, labels).enumerated() {
      let hasFocus = index == focus
      let padding = String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label)))
      let head = (hasFocus ? " › " : "   ") + label + padding + "  "
      let room = max(1, size.columns - head.count - 2)
      let text = viewModel.texts[field.key] ?? ""
      let shown = text.isEmpty && !hasFocus ? hint(for: field) : DisplayWidth.tail(text, to: room)
      lines.append(
        Frame.Line(head + shown + (hasFocus ? "▏" : ""), text.isEmpty ? .secondary : .plain))
      if let error = viewModel.fieldErrors[field.key], isSubmitted || !text.isEmpty {
        let indent = String(repeating: " ", count: head.count)
        lines += DisplayWidth.wrap(error, to: room).map { Frame.Line(indent + $0, .error) }
      }
    }
    switch viewModel.state {
    case .loading:
      lines += ["", Frame.Line(Rows.margin + "Saving…", .secondary)]
    case .failed(let error) where !isEditedSinceOutcome && viewModel.fieldErrors.isEmpty:
      lines += [""] + Rows.wrapped(error.message, width: size.columns, .error)
    case .loaded(let written, _) where !isEditedSinceOutcome:
      lines += [""] + Rows.wrapped(Self.outcome(written), width: size.columns)
    default:
      break
    }
    let footer: Footer =
      if case .loading = viewModel.state {
        .keys([KeyHelp("Esc", "cancel")])
      } else if viewModel.isSaved {
        .keys([KeyHelp("Esc", "back")])
      } else {
        .keys([KeyHelp("Enter", "save"), KeyHelp("Tab", "field"), KeyHelp("Esc", "cancel")])
      }
    return ScreenContent(lines: lines, footer: footer)
  }

  /// Types into the focused field, moves the focus, saves, or leaves.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let count = max(1, viewModel.fields.count)
    switch key {
    case .escape:
      return .pop
    case .tab, .down:
      focus = (focus + 1) % count
    case .up:
      focus = (focus + count - 1) % count
    case .enter:
      isSubmitted = true
      save()
    default:
      guard let change = TextInput.change(for: key), viewModel.fields.indices.contains(focus),
        !isSaving, !viewModel.isSaved
      else { break }
      let key = viewModel.fields[focus].key
      var text = viewModel.texts[key] ?? ""
      change(&text)
      viewModel.texts[key] = text
      isEditedSinceOutcome = true
      viewModel.validate()
    }
    // Every other key is the form's: a letter typed must not quit the app.
    return .handled
  }

  /// Nothing: the form starts from what it was opened with.
  public func appear() {}

  /// Cancels a save in flight; the view model treats that as no save at all.
  public func disappear() {
    work.cancel()
  }

  private var isSaving: Bool {
    if case .loading = viewModel.state { return true }
    return false
  }

  private func hint(for field: ResourceField<Model>) -> String {
    field.kind.placeholder + (field.isOptional ? " (optional)" : "")
  }

  private func save() {
    // Saved already: a second Enter would send, or queue, the same change again.
    guard !isSaving, !viewModel.isSaved else { return }
    work.run { [weak self] in
      guard let self else { return }
      await viewModel.save()
      isEditedSinceOutcome = false
      guard case .loaded(let written, _) = viewModel.state else { return }
      onSaved(written)
    }
  }
}

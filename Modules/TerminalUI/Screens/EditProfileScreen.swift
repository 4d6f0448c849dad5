public import Domain
public import Features
import Foundation
public import Observation
public import Repositories

/// A form for a profile's name and email, validated by Domain's rules as it is typed. A field left
/// as it was stays `nil` in the draft, meaning "unchanged" as it does to `strata edit-profile`, so
/// saving sends only what changed. Letters are typed, not commands, so only Ctrl-C quits.
@MainActor
@Observable
public final class EditProfileScreen: Screen {
  /// The form's view model.
  public let viewModel: EditProfileViewModel
  /// The field that takes what is typed.
  public private(set) var focus = ProfileField.name
  /// The profile as it was when the form opened, or as last saved.
  private var current: User
  /// Whether the draft changed since the view model's state was reached: then "Saved." (or
  /// why not) no longer describes it, and is not shown.
  private var isEditedSinceOutcome = false
  @ObservationIgnored private let onSaved: (Written<User?>) -> Void
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the form for `viewModel`, showing `current`'s values; `onSaved` runs with what each
  /// successful save did (saved, or queued).
  public init(
    viewModel: EditProfileViewModel, current: User,
    onSaved: @escaping (Written<User?>) -> Void = { _ in }
  ) {
    self.viewModel = viewModel
    self.current = current
    self.onSaved = onSaved
  }

  /// "Edit profile".
  public var title: String { "Edit profile" }

  /// The two fields with their errors, and the save's outcome.
  public func body(in size: TerminalSize) -> ScreenContent {
    var lines: [Frame.Line] = [""]
    for field in [ProfileField.name, .email] {
      lines += self.field(field, width: size.columns)
    }
    switch viewModel.state {
    case .loading:
      lines.append(Frame.Line(Rows.margin + "Saving…", .secondary))
    case .failed(let error) where !isEditedSinceOutcome && viewModel.fieldErrors.isEmpty:
      lines += Rows.wrapped(error.message, width: size.columns, .error)
    case .loaded(let written, _) where !isEditedSinceOutcome:
      lines.append(Frame.Line(Rows.margin + (written.queued == nil ? "Saved." : Self.queued)))
    default:
      break
    }
    let footer: Footer =
      if case .loading = viewModel.state {
        .keys([KeyHelp("Esc", "cancel")])
      } else {
        .keys([KeyHelp("Enter", "save"), KeyHelp("Tab", "field"), KeyHelp("Esc", "cancel")])
      }
    return ScreenContent(lines: lines, footer: footer)
  }

  /// Types into the focused field, moves the focus, saves, or leaves.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    switch key {
    case .escape:
      return .pop
    case .tab, .down, .up:
      focus = focus == .name ? .email : .name
    case .enter:
      save()
    default:
      if let change = TextInput.change(for: key) { edit(change) }
    }
    // Every other key is the form's: a letter typed must not quit the app.
    return .handled
  }

  /// Nothing: the form starts from the profile it was opened with.
  public func appear() {}

  /// Cancels a save in flight; the view model treats that as no save at all.
  public func disappear() {
    work.cancel()
  }

  /// The text a field shows: the draft, or the current value when the draft leaves it alone.
  public func text(of field: ProfileField) -> String {
    switch field {
    case .name: viewModel.name ?? current.name
    case .email: viewModel.email ?? current.email
    }
  }

  /// A field's rows: its label and the end of its text, then its error wrapped or an empty row.
  private func field(_ field: ProfileField, width: Int) -> [Frame.Line] {
    let hasFocus = field == focus
    let label = (field == .name ? "Name" : "Email").padding(
      toLength: 7, withPad: " ", startingAt: 0)
    let head = (hasFocus ? " › " : "   ") + label
    let room = max(1, width - head.count - 2)
    let text = DisplayWidth.tail(text(of: field), to: room)
    var lines = [Frame.Line(head + text + (hasFocus ? "▏" : ""))]
    if let error = viewModel.fieldErrors[field] {
      let indent = String(repeating: " ", count: head.count)
      lines += DisplayWidth.wrap(error, to: room).map { Frame.Line(indent + $0, .error) }
    } else {
      lines.append("")
    }
    return lines
  }

  /// Changes the focused field's text, keeping the draft `nil` while it equals the current
  /// value, and validates the result.
  private func edit(_ change: (inout String) -> Void) {
    guard viewModel.state != .loading else { return }
    var text = text(of: focus)
    change(&text)
    switch focus {
    case .name: viewModel.name = text == current.name ? nil : text
    case .email: viewModel.email = text == current.email ? nil : text
    }
    isEditedSinceOutcome = true
    viewModel.validate()
  }

  /// What the form says of a save that waits in the outbox.
  static let queued = "Queued: the change waits to be sent; strata sync sends it."

  private func save() {
    guard viewModel.state != .loading else { return }
    work.run { [weak self] in
      guard let self else { return }
      await viewModel.save()
      isEditedSinceOutcome = false
      guard case .loaded(let written, _) = viewModel.state else { return }
      if let saved = written.value { current = saved }
      viewModel.name = nil
      viewModel.email = nil
      onSaved(written)
    }
  }
}

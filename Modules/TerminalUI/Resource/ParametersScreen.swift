import Domain
import Foundation
public import Observation

/// A form for the parts of a resource's address (the user of `/users/{userId}/todos`), each typed
/// as the address says; `Enter` opens the list. As in every form, letters are typed, not commands,
/// and a field's error shows as it is typed.
@MainActor
@Observable
public final class ParametersScreen: Screen {
  /// The feature whose list this opens.
  public let feature: BrowseFeature
  /// What is typed in each field, one per parameter.
  public private(set) var texts: [String]
  /// The index of the field that takes what is typed.
  public private(set) var focus = 0
  /// Whether `Enter` was pressed: from then on an empty field is an error too.
  private var isSubmitted = false
  @ObservationIgnored private let environment: BrowseEnvironment

  /// Creates the form for `feature`'s parameters, every field empty.
  public init(feature: BrowseFeature, environment: BrowseEnvironment) {
    self.feature = feature
    self.texts = feature.parts.map { _ in "" }
    self.environment = environment
  }

  /// The feature's name.
  public var title: String { feature.name }

  /// The fields with their errors.
  public func body(in size: TerminalSize) -> ScreenContent {
    let labels = feature.parts.map(\.label)
    let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
    var lines: [Frame.Line] = [""]
    for (index, label) in labels.enumerated() {
      let hasFocus = index == focus
      let padding = String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(label)))
      let head = (hasFocus ? " › " : "   ") + label + padding + "  "
      let room = max(1, size.columns - head.count - 2)
      let text = DisplayWidth.tail(texts[index], to: room)
      lines.append(Frame.Line(head + text + (hasFocus ? "▏" : "")))
      if let error = error(of: index) {
        let indent = String(repeating: " ", count: head.count)
        lines += DisplayWidth.wrap(error, to: room).map { Frame.Line(indent + $0, .error) }
      } else {
        lines.append("")
      }
    }
    return ScreenContent(
      lines: lines,
      footer: .keys([KeyHelp("Enter", "open"), KeyHelp("Tab", "field"), KeyHelp("Esc", "back")]))
  }

  /// Types into the focused field, moves the focus, opens the list, or goes back.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    switch key {
    case .escape:
      return .pop
    case .tab, .down:
      focus = (focus + 1) % max(1, texts.count)
    case .up:
      focus = (focus + texts.count - 1) % max(1, texts.count)
    case .enter:
      isSubmitted = true
      var values: FieldValues = [:]
      for (part, text) in zip(feature.parts, texts) {
        guard let value = Self.value(of: part, from: text) else { return .handled }
        values[part.key] = value
      }
      guard let screen = feature.open(values, environment) else { return .handled }
      return .push(screen)
    default:
      if let change = TextInput.change(for: key), texts.indices.contains(focus) {
        change(&texts[focus])
      }
    }
    // Every other key is the form's: a letter typed must not quit the app.
    return .handled
  }

  /// Nothing to load.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}

  /// What is wrong with field `index`, if anything.
  private func error(of index: Int) -> String? {
    let text = texts[index]
    let part = feature.parts[index]
    let expected =
      switch part.kind {
      case .integer: "A whole number from 1, such as 1 or 42."
      case .uuid: "A UUID, such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F."
      default: "Some text."
      }
    if text.isEmpty { return isSubmitted ? expected : nil }
    return Self.value(of: part, from: text) == nil ? expected : nil
  }

  /// The value `text` gives `part`, read as an identifier of its kind.
  private static func value(of part: BrowseFeature.Part, from text: String) -> FieldValue? {
    switch part.kind {
    case .integer: Int(text: text).map(FieldValue.integer)
    case .uuid: UUID(text: text).map { .text($0.uuidString) }
    default: String(text: text).map(FieldValue.text)
    }
  }
}

public import Observation

/// A question to answer before something that cannot be undone: `y` does it, `n` or `Esc` goes
/// back without.
@MainActor
@Observable
public final class ConfirmScreen: Screen {
  /// The title bar's text.
  public let title: String
  /// The question, such as "Delete todo 3?".
  public let question: String
  @ObservationIgnored private let onYes: @MainActor () -> Void

  /// Creates the screen; `onYes` runs when the answer is yes, before the screen goes.
  public init(title: String, question: String, onYes: @escaping @MainActor () -> Void) {
    self.title = title
    self.question = question
    self.onYes = onYes
  }

  /// The question, wrapped to the width, above the keys that answer it.
  public func body(in size: TerminalSize) -> ScreenContent {
    ScreenContent(
      lines: [""] + Rows.wrapped(question, width: size.columns, .title),
      footer: .keys([KeyHelp("y", "yes"), KeyHelp("n/Esc", "no")]))
  }

  /// `y` answers yes; `n` and `Esc` no. Every other key is ignored: a stray `q` must not quit
  /// halfway through a question.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    switch key {
    case .character("y"), .character("Y"):
      onYes()
      return .pop
    case .character("n"), .character("N"), .escape:
      return .pop
    default:
      return .handled
    }
  }

  /// Nothing to start.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}
}

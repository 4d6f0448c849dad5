import Features

/// The rows every screen draws the same way, in one wording: a load under way, a failure and how
/// to retry, a paragraph wrapped to the width.
enum Rows {
  /// The left margin of a screen's body.
  static let margin = "  "

  /// The rows for a load under way, or not started yet.
  static func loading(_ what: String) -> [Frame.Line] {
    ["", Frame.Line(margin + what, .secondary)]
  }

  /// The rows for a failed load: the error's sentence, wrapped, and how to retry.
  static func failure(_ error: UserFacingError, width: Int) -> [Frame.Line] {
    [""] + wrapped(error.message, width: width, .error) + [
      "", Frame.Line(margin + "Press r to try again.", .secondary),
    ]
  }

  /// The rows of a screen whose value has not loaded: why it failed, once it has, else `loading`
  /// (a screen draws its value itself once `state` holds one).
  static func unloaded<Value>(_ state: ViewState<Value>, _ loading: String, width: Int)
    -> [Frame.Line]
  {
    state.error.map { failure($0, width: width) } ?? Self.loading(loading)
  }

  /// `text` wrapped to the body's width, each row indented by the margin.
  static func wrapped(_ text: String, width: Int, _ emphasis: Frame.Emphasis = .plain)
    -> [Frame.Line]
  {
    let safe = TerminalText.sanitized(text, keepingLineBreaks: true)
    return DisplayWidth.wrap(safe, to: max(1, width - 2 * margin.count)).map {
      Frame.Line(margin + $0, emphasis)
    }
  }
}

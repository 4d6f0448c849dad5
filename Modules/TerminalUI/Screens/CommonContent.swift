import Domain
import Features
import Foundation

/// The parts every screen draws the same way: a load under way, a failure and how to retry,
/// the banner over a stored copy. One wording for all of them, as one `UserFacingError` sentence
/// serves the CLI and the screen alike.
enum CommonContent {
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

  /// `text` wrapped to the body's width, each row indented by the margin.
  static func wrapped(_ text: String, width: Int, _ emphasis: Frame.Emphasis = .plain)
    -> [Frame.Line]
  {
    let safe = TerminalText.sanitized(text, keepingLineBreaks: true)
    return DisplayWidth.wrap(safe, to: max(1, width - 2 * margin.count)).map {
      Frame.Line(margin + $0, emphasis)
    }
  }

  /// The banner for content with `notices`: how old a stored copy is and why it is shown, or
  /// that a result could not be kept offline; `nil` when there is nothing to say.
  static func banner(for notices: [Notice], now: Date) -> String? {
    for case .stale(let storedAt, let reason) in notices {
      let age = Notice.age(of: storedAt, now: now)
      switch reason {
      case .offlineRequested:
        return "Offline: showing the copy stored \(age)."
      case .serverUnavailable:
        return "Stored copy from \(age): the server could not be reached. r retries."
      }
    }
    for case .notSavedOffline(let error) in notices {
      return "Not kept for offline use: \(error.message)"
    }
    return nil
  }

  /// The rows `range` of `articles`: the selected one marked with `›` (and drawn reversed, with
  /// colour), a bookmarked one with `*`, ids right-aligned in one column.
  static func articleRows(
    _ articles: [Article], _ range: Range<Int>, selected: Int, isBookmarked: (Article.ID) -> Bool
  ) -> [Frame.Line] {
    rows(articles.map { ($0.id, $0.title) }, range, selected: selected, isMarked: isBookmarked)
  }

  /// The rows `range` of `items`, each an id and a text: the selected one marked with `›` (and
  /// drawn reversed, with colour), a marked one with `*`, ids right-aligned in one column.
  static func rows(
    _ items: [(id: Int, text: String)], _ range: Range<Int>, selected: Int,
    isMarked: (Int) -> Bool = { _ in false }
  ) -> [Frame.Line] {
    // The widest id sets the column; ids come from a server, so a negative one is wide too.
    let idWidth = min(20, items.map { String($0.id).count }.max() ?? 1)
    return range.clamped(to: items.indices).map { index in
      let item = items[index]
      let id = String(item.id)
      let padding = String(repeating: " ", count: max(0, idWidth - id.count))
      let isSelected = index == selected
      return Frame.Line(
        (isSelected ? " › " : "   ") + padding + id + (isMarked(item.id) ? " * " : "   ")
          + item.text,
        isSelected ? .selected : .plain)
    }
  }

  /// What toggling a bookmark did, for a footer; `nil` while it runs or before it ran.
  static func describe(_ change: ViewState<BookmarkChange>) -> String? {
    switch change {
    case .loaded(.added(let article), _), .loaded(.alreadyBookmarked(let article), _):
      "Bookmarked article \(article.id)."
    case .loaded(.removed(let article), _): "Removed the bookmark on article \(article.id)."
    case .loaded(.notBookmarked(let id), _): "Article \(id) was not bookmarked."
    case .failed(let error): error.message
    case .idle, .loading: nil
    }
  }

  /// The index of the first row to show so that `row` is visible in `height` rows of `count`,
  /// moving as little as possible from `top`.
  static func scrolled(top: Int, toShow row: Int, height: Int, count: Int) -> Int {
    let height = max(1, height)
    var top = min(top, row)
    top = max(top, row - height + 1)
    return max(0, min(top, count - height))
  }

  /// `top` moved by `delta` rows and kept within `count` rows shown `height` at a time.
  static func scrolled(top: Int, by delta: Int, height: Int, count: Int) -> Int {
    max(0, min(top + delta, count - max(1, height)))
  }

  /// How far down a reader is, "40% read", when `count` rows are more than the `height` shown
  /// from `top`; `nil` when everything fits.
  static func position(top: Int, height: Int, count: Int) -> String? {
    guard count > height else { return nil }
    return "\(min(100, (top + height) * 100 / max(1, count)))% read"
  }

  /// The rows `top..<top + height` of `lines`, as many as there are.
  static func window(_ lines: [Frame.Line], top: Int, height: Int) -> [Frame.Line] {
    guard top < lines.count, height > 0 else { return [] }
    return Array(lines[max(0, top)..<min(lines.count, top + height)])
  }
}

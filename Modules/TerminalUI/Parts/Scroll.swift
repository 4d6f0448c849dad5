/// The arithmetic of a view that shows some rows of many: where its top is, and how far down
/// it is. Every result is within the rows there are, whatever the numbers asked for.
enum Scroll {
  /// The first row to show so that `row` is visible in `height` rows of `count`, moving as
  /// little as possible from `top`.
  static func top(_ top: Int, toShow row: Int, height: Int, count: Int) -> Int {
    let height = max(1, height)
    var top = min(top, row)
    top = max(top, row - height + 1)
    return max(0, min(top, count - height))
  }

  /// `top` moved by `delta` rows and kept within `count` rows shown `height` at a time.
  static func top(_ top: Int, by delta: Int, height: Int, count: Int) -> Int {
    max(0, min(top + delta, count - max(1, height)))
  }

  /// Where a key that moves goes, in a view `height` rows tall.
  enum Step: Equatable {
    /// By so many rows: one (`j`/`k`, the arrows), or a window less a row (the page keys, space).
    case by(Int)
    /// To the first row (`g`, Home).
    case toStart
    /// To the last row (`G`, End).
    case toEnd
  }

  /// Where `key` moves, the same in every list and text; `nil` for a key that does not move,
  /// which the screen handles itself.
  static func step(for key: Key, height: Int) -> Step? {
    let page = max(1, height - 1)
    switch key {
    case .down, .character("j"): return .by(1)
    case .up, .character("k"): return .by(-1)
    case .pageDown, .character(" "): return .by(page)
    case .pageUp: return .by(-page)
    case .home, .character("g"): return .toStart
    case .end, .character("G"): return .toEnd
    default: return nil
    }
  }

  /// `top` after `key` scrolls a text of `count` rows; `nil` for a key that does not move.
  static func top(_ top: Int, after key: Key, height: Int, count: Int) -> Int? {
    switch step(for: key, height: height) {
    case .by(let delta): Self.top(top, by: delta, height: height, count: count)
    case .toStart: 0
    case .toEnd: Self.top(top, by: count, height: height, count: count)
    case nil: nil
    }
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

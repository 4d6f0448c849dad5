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

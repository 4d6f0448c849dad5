/// Which row of a list is selected and which is at the top: what a list view keeps in `@State`.
///
/// The keys that move it are the same on every list screen: `j`/`↓` and `k`/`↑` a row, `PgDn`
/// (or Space) and `PgUp` a screenful, `g`/`Home` and `G`/`End` the ends.
struct ListCursor {
  /// The selected row, from 0; 0 in an empty list.
  private(set) var selection = 0
  /// The row at the top of the visible window.
  private(set) var top = 0

  /// Moves for `key` in a list of `count` rows shown `height` at a time; `false` when the key
  /// is not a movement.
  mutating func move(for key: Key, count: Int, height: Int) -> Bool {
    let page = max(1, height - 1)
    let delta: Int
    switch key {
    case .down, .character("j"): delta = 1
    case .up, .character("k"): delta = -1
    case .pageDown, .character(" "): delta = page
    case .pageUp: delta = -page
    case .home, .character("g"): delta = -selection
    case .end, .character("G"): delta = count - 1 - selection
    default: return false
    }
    selection = max(0, min(selection + delta, count - 1))
    top = CommonContent.scrolled(top: top, toShow: selection, height: height, count: count)
    return true
  }

  /// The range of rows to draw, `height` of `count`, with the selection in it.
  func visible(count: Int, height: Int) -> Range<Int> {
    let first = CommonContent.scrolled(
      top: top, toShow: min(selection, max(0, count - 1)), height: height, count: count)
    return first..<(first + max(1, height))
  }

  /// The selected index, if the list of `count` rows has one.
  func selected(in count: Int) -> Int? {
    (0..<count).contains(selection) ? selection : nil
  }
}

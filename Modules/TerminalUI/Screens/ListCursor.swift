/// Which row of a list is selected and which is at the top: what a list view keeps in `@State`.
///
/// The lists of the bookmarks and of generated features move with the same keys: `j`/`↓` and `k`/`↑` a row, `PgDn` (or Space)
/// and `PgUp` a screenful, `g`/`Home` and `G`/`End` the ends. The selection is kept within the
/// list as it is now, so a reload that shrinks it leaves the last row selected, not a row that
/// is gone.
struct ListCursor {
  private var selection = 0
  private var top = 0

  /// Moves for `key` in a list of `count` rows shown `height` at a time; `false` when the key
  /// is not a movement.
  mutating func move(for key: Key, count: Int, height: Int) -> Bool {
    let current = selected(in: count) ?? 0
    let page = max(1, height - 1)
    let delta: Int
    switch key {
    case .down, .character("j"): delta = 1
    case .up, .character("k"): delta = -1
    case .pageDown, .character(" "): delta = page
    case .pageUp: delta = -page
    case .home, .character("g"): delta = -current
    case .end, .character("G"): delta = count - 1 - current
    default: return false
    }
    selection = max(0, min(current + delta, count - 1))
    top = CommonContent.scrolled(top: top, toShow: selection, height: height, count: count)
    return true
  }

  /// The range of rows to draw, `height` of `count`, with the selection in it.
  func visible(count: Int, height: Int) -> Range<Int> {
    let first = CommonContent.scrolled(
      top: top, toShow: selected(in: count) ?? 0, height: height, count: count)
    return first..<(first + max(1, height))
  }

  /// The selected index in a list of `count` rows, kept within it; `nil` when it is empty.
  func selected(in count: Int) -> Int? {
    count > 0 ? min(selection, count - 1) : nil
  }
}

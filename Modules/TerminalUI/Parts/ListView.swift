/// One row of a list: an identifier column, a mark, and a text.
struct ListRow: Hashable, Sendable {
  /// The identifier, right-aligned in its column: `7`, `-3`.
  var id: String
  /// A one-character mark after it: `*` for a bookmark, `~` for a change not sent yet.
  var mark: Character?
  /// What follows the mark, such as an article's title; the frame makes it safe and cuts it.
  var text: String
}

/// The one list of `strata browse`: its selected and top rows (what a list view keeps in `@State`),
/// the keys that move them (`Scroll.step`), and the rows drawn. The selection is kept within the
/// list as it is now, so a reload that shrinks it never selects a row that is gone.
struct ListView {
  private var selection = 0
  private var top = 0

  /// What a key did to the selection.
  struct Movement {
    /// Whether the key asked for a row past the last one: a list that pages loads more.
    var pastEnd: Bool
  }

  /// Moves for `key` in a list of `count` rows shown `height` at a time; `nil` when the key is
  /// not a movement.
  mutating func move(for key: Key, count: Int, height: Int) -> Movement? {
    let current = selected(in: count) ?? 0
    let target: Int
    switch Scroll.step(for: key, height: height) {
    case .by(let delta): target = current + delta
    case .toStart: target = 0
    case .toEnd: target = count - 1
    case nil: return nil
    }
    select(target, count: count, height: height)
    return Movement(pastEnd: count > 0 && target > count - 1)
  }

  /// Selects row `index`, kept within `count`, and scrolls it into view.
  mutating func select(_ index: Int, count: Int, height: Int) {
    selection = max(0, min(index, count - 1))
    top = Scroll.top(top, toShow: selection, height: height, count: count)
  }

  /// The selected index in a list of `count` rows, kept within it; `nil` when it is empty.
  func selected(in count: Int) -> Int? {
    count > 0 ? min(selection, count - 1) : nil
  }

  /// The rows that fit in `height`, the selected one marked with `›`, then `trailer` when the last
  /// row is in view and there is room.
  func lines(_ rows: [ListRow], height: Int, trailer: Frame.Line? = nil) -> [Frame.Line] {
    let count = rows.count + (trailer == nil ? 0 : 1)
    let selected = selected(in: rows.count) ?? 0
    let row = trailer != nil && selected == rows.count - 1 ? count - 1 : selected
    let first = Scroll.top(top, toShow: row, height: height, count: count)
    // The widest identifier sets the column, in columns: they come from a server, so may be long
    // or wide.
    let idWidth = min(20, rows.map { DisplayWidth.of($0.id) }.max() ?? 1)
    var lines = (first..<min(rows.count, first + max(1, height))).map { index in
      let item = rows[index]
      let id = DisplayWidth.truncate(item.id, to: 20)
      let padding = String(repeating: " ", count: max(0, idWidth - DisplayWidth.of(id)))
      let isSelected = index == selected
      let mark = item.mark.map { " \($0) " } ?? "   "
      return Frame.Line(
        (isSelected ? " › " : "   ") + padding + id + mark + item.text,
        isSelected ? .selected : .plain)
    }
    if let trailer, lines.count < height, first + lines.count == rows.count {
      lines.append(trailer)
    }
    return lines
  }
}

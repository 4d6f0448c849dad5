public import Observation

/// One item of a generated feature's list: every field, its label over its value wrapped to the
/// width, scrolled with the keys.
@MainActor
@Observable
public final class RecordScreen: Screen {
  /// The item shown.
  public let record: BrowseRecord
  /// What the item is called, such as "Comment".
  public let itemName: String
  private var top = 0

  /// Creates the screen for `record`, an `itemName`.
  public init(record: BrowseRecord, itemName: String) {
    self.record = record
    self.itemName = itemName
  }

  /// "Comment 3".
  public var title: String { "\(itemName) \(record.id)" }

  /// The rows that fit, from where the reader has scrolled to.
  public func body(in size: TerminalSize) -> ScreenContent {
    let lines = content(width: size.columns)
    let height = BrowseLayout.bodyHeight(for: size)
    let first = CommonContent.scrolled(top: top, by: 0, height: height, count: lines.count)
    return ScreenContent(
      lines: CommonContent.window(lines, top: first, height: height),
      banner: CommonContent.position(top: first, height: height, count: lines.count),
      footer: .keys([KeyHelp("j/k", "scroll"), KeyHelp("Esc", "back"), KeyHelp("q", "quit")]))
  }

  /// Scrolls.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    let height = BrowseLayout.bodyHeight(for: size)
    let count = content(width: size.columns).count
    let delta: Int
    switch key {
    case .down, .character("j"): delta = 1
    case .up, .character("k"): delta = -1
    case .pageDown, .character(" "): delta = max(1, height - 1)
    case .pageUp: delta = -max(1, height - 1)
    case .home, .character("g"): delta = -top
    case .end, .character("G"): delta = count
    default: return .unhandled
    }
    top = CommonContent.scrolled(top: top, by: delta, height: height, count: count)
    return .handled
  }

  /// Nothing to load: the item came with the list.
  public func appear() {}

  /// Nothing to stop.
  public func disappear() {}

  /// Every row: each field's label, then its value wrapped, then a blank row.
  private func content(width: Int) -> [Frame.Line] {
    var lines: [Frame.Line] = [""]
    for field in record.fields {
      lines.append(Frame.Line(CommonContent.margin + field.label, .secondary))
      lines += CommonContent.wrapped(field.value, width: width)
      lines.append("")
    }
    return lines
  }
}

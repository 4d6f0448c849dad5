/// A terminal's size, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The smallest size a screen is drawn at; anything smaller shows a one-line request instead.
  public static let minimum = TerminalSize(columns: 40, rows: 12)

  /// How many characters fit on a line.
  public var columns: Int
  /// How many lines fit on the screen.
  public var rows: Int

  /// Creates a size, clamped to sane values: a terminal can report anything.
  public init(columns: Int, rows: Int) {
    self.columns = min(max(columns, 1), 1_000)
    self.rows = min(max(rows, 1), 1_000)
  }

  /// Whether screens can be drawn at this size.
  public var isLargeEnough: Bool {
    columns >= Self.minimum.columns && rows >= Self.minimum.rows
  }
}

/// A key and what it does, for the footer and the help screen.
public struct KeyHelp: Hashable, Sendable {
  /// The key as printed: `j/↓`, `Enter`.
  public var keys: String
  /// What it does: `down`, `open`.
  public var action: String

  /// Help for `keys`, as printed (`j/↓`), doing `action` (`down`); both are kept as given.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }
}

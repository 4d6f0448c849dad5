/// The bottom row of a screen.
public enum Footer: Hashable, Sendable {
  /// The keys that work here.
  case keys([KeyHelp])
  /// What is happening, such as "Loading more…".
  case status(String)
  /// What went wrong, in words.
  case error(String)
}

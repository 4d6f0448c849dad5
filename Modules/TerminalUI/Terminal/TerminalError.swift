/// Why a terminal could not be used.
public enum TerminalError: Error, Hashable, Sendable {
  /// Standard input or output is not a terminal (a pipe, a file), or `TERM` is `dumb` or unset.
  case notInteractive
  /// The terminal refused raw mode; the system's words are attached.
  case rawModeFailed(String)
  /// Writing to the terminal failed with this `errno`.
  case writeFailed(code: Int32)
}

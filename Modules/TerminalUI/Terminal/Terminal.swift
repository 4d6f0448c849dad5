/// The terminal boundary, which puts bytes on the glass and hands back what was typed; screens
/// decide what to draw, and ``BrowseApp`` when. ``POSIXTerminal`` is the real one and
/// `MockTerminal` (module `TerminalUIMocks`) a scripted one. A double takes a few lines:
///
/// ```swift
/// final class SilentTerminal: Terminal {
///   let size = TerminalSize(columns: 80, rows: 24)
///   func start() throws(TerminalError) {}
///   func restore() {}
///   func write(_ text: String) throws(TerminalError) {}
///   func events() -> AsyncStream<TerminalEvent> { AsyncStream { $0.finish() } }
/// }
/// ```
public protocol Terminal: AnyObject, Sendable {
  /// The size now, in columns and rows.
  var size: TerminalSize { get }

  /// Takes the terminal over: raw mode (keys arrive as typed, nothing echoes), the alternate
  /// screen, the cursor hidden.
  func start() throws(TerminalError)

  /// Puts back exactly what ``start()`` changed. Safe to call more than once, and on any path
  /// out, an error's included.
  func restore()

  /// Writes `text` as it is; throws ``TerminalError/writeFailed(code:)`` when the terminal is gone.
  func write(_ text: String) throws(TerminalError)

  /// The keys typed and the resizes, in order, until the task iterating them is cancelled.
  func events() -> AsyncStream<TerminalEvent>
}

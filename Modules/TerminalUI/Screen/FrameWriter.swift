/// Turns frames into the bytes a terminal needs: the whole screen first and after a resize, then
/// only the rows that changed, so moving the selection costs two short writes, not a screenful.
public struct FrameWriter: Sendable {
  /// Whether emphasis is drawn in colour and attributes.
  public let colors: Bool

  /// Creates a writer that draws emphasis when `colors` is true.
  public init(colors: Bool) {
    self.colors = colors
  }

  /// The bytes that turn the screen showing `previous` into one showing `next`; the whole screen
  /// when there is no previous frame or its size differs.
  public func changes(from previous: Frame?, to next: Frame) -> String {
    var output = ""
    let full = previous == nil || previous?.size != next.size
    if full { output += "\u{1B}[2J" }
    for (row, line) in next.lines.enumerated() {
      if !full, let previous, previous.lines[row] == line { continue }
      output += "\u{1B}[\(row + 1);1H" + styled(line) + "\u{1B}[K"
    }
    return output
  }

  /// The line's text without its padding (`ESC [ K` clears the row's rest). A selected row keeps
  /// its padding as a reverse-video bar, short of the last column, where some terminals wrap.
  private func styled(_ line: Frame.Line) -> String {
    let trimmed = String(line.text.reversed().drop { $0 == " " }.reversed())
    guard colors else { return trimmed }
    let text =
      line.emphasis == .selected
      ? String(line.text.dropLast(line.text.last == " " ? 1 : 0)) : trimmed
    let code =
      switch line.emphasis {
      case .plain: ""
      case .title: "1"
      case .selected: "7"
      case .secondary: "2"
      case .notice: "33"
      case .error: "31"
      }
    return code.isEmpty ? text : "\u{1B}[\(code)m" + text + "\u{1B}[0m"
  }
}

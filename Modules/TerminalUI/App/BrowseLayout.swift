/// Lays a screen's content out on the terminal (title bar, banner, body and footer), or asks for a
/// larger window on a terminal too small to be useful.
public enum BrowseLayout {
  /// The app's name in the title bar.
  public static let appName = "Strata"

  /// The frame for `content`, titled `title` after `appName`, at `size`.
  public static func frame(
    title: String, content: ScreenContent, size: TerminalSize, appName: String = appName
  ) -> Frame {
    guard size.isLargeEnough else {
      let message =
        "Make the window larger: at least \(TerminalSize.minimum.columns)×\(TerminalSize.minimum.rows)."
      return Frame(
        size: size, lines: DisplayWidth.wrap(message, to: size.columns).map { Frame.Line($0) })
    }
    var lines = [Frame.Line(" \(appName) · \(title)", .title)]
    lines.append(Frame.Line(content.banner.map { " " + $0 } ?? "", .secondary))
    let height = bodyHeight(for: size)
    lines += content.lines.prefix(height)
    lines += Array(repeating: Frame.Line(""), count: max(0, height - content.lines.count))
    lines.append(footer(content.footer, width: size.columns))
    return Frame(size: size, lines: lines)
  }

  /// How many rows a screen's body gets at `size`: all but the title, banner and footer rows.
  public static func bodyHeight(for size: TerminalSize) -> Int {
    max(0, size.rows - 3)
  }

  private static func footer(_ footer: Footer, width: Int) -> Frame.Line {
    switch footer {
    case .keys(let keys):
      var text = ""
      for key in keys {
        let entry = "\(key.keys) \(key.action)"
        let next = text.isEmpty ? " " + entry : text + " · " + entry
        guard DisplayWidth.of(next) <= width else { break }
        text = next
      }
      return Frame.Line(text, .secondary)
    case .status(let status):
      return Frame.Line(" " + status)
    case .error(let message):
      return Frame.Line(" " + message, .error)
    }
  }
}

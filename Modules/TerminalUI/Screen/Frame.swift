import Features

/// One screenful of lines, each fitted to the terminal and drawn with its emphasis, for
/// ``FrameWriter`` to turn into bytes. It is the only way text reaches the screen, and it sanitizes
/// every line (`TerminalText.sanitized`), so no server text can put an escape sequence there.
public struct Frame: Hashable, Sendable {
  /// One row of the screen.
  public struct Line: Hashable, Sendable {
    /// The text, already made safe and fitted to the width.
    public var text: String
    /// How it is drawn.
    public var emphasis: Emphasis

    /// A row of `text`, kept as given: the frame makes it safe and fits it to the width.
    public init(_ text: String, _ emphasis: Emphasis = .plain) {
      self.text = text
      self.emphasis = emphasis
    }
  }

  /// How a line stands out. Without colour, every emphasis draws plain: nothing a screen shows
  /// depends on it (the selected row carries a `›` marker too).
  public enum Emphasis: Hashable, Sendable {
    /// Ordinary text.
    case plain
    /// A title or heading: bold.
    case title
    /// The selected row: reverse video.
    case selected
    /// Secondary text: dim.
    case secondary
    /// Something to notice, such as a stored copy's banner: yellow.
    case notice
    /// An error: red.
    case error
  }

  /// The size it was made for.
  public var size: TerminalSize
  /// The rows, top to bottom.
  public var lines: [Line]

  /// A frame of `lines` for `size`: padded with empty rows, or cut, to exactly `size.rows`, and
  /// each line made safe, then padded or cut to exactly `size.columns`.
  public init(size: TerminalSize, lines: [Line]) {
    self.size = size
    let fitted = lines.prefix(size.rows).map {
      let safe = TerminalText.sanitized($0.text, keepingLineBreaks: false)
      return Line(DisplayWidth.pad(safe, to: size.columns), $0.emphasis)
    }
    let blank = Line(String(repeating: " ", count: size.columns))
    self.lines = fitted + Array(repeating: blank, count: max(0, size.rows - fitted.count))
  }

  /// The text of every row, trailing spaces removed: what a person sees, for tests.
  public var text: [String] {
    lines.map { String($0.text.reversed().drop { $0 == " " }.reversed()) }
  }
}

extension Frame.Line: ExpressibleByStringLiteral {
  /// A plain line: `""` is an empty row.
  public init(stringLiteral text: String) {
    self.init(text)
  }
}

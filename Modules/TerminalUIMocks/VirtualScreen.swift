public import TerminalUI

/// A screen that applies the few sequences ``TerminalUI/FrameWriter`` and
/// ``TerminalUI/POSIXTerminal`` send, so a test reads what a person would see, not the bytes:
/// `ESC [ 2J`, `ESC [ r ; c H`, `ESC [ K`, `ESC [ … m` (ignored), `ESC [ ? … h/l` (recorded) and
/// printable text. Anything else is kept in ``unexpected``, so a test can check nothing else came.
public struct VirtualScreen: Sendable {
  /// Its rows and columns: given to `init(size:)`, changed only by `resize(to:)`.
  public private(set) var size: TerminalSize
  /// The modes set with `ESC [ ? n h` and not reset since: 1049 is the alternate screen, 25 the
  /// visible cursor, 7 wrapping.
  public private(set) var modes: Set<Int> = [25, 7]
  /// Bytes that are neither text nor an understood sequence, in order.
  public private(set) var unexpected: [String] = []

  private var cells: [[String]]
  private var row = 0
  private var column = 0

  /// A blank screen of `size`.
  public init(size: TerminalSize) {
    self.size = size
    self.cells = Self.blank(size)
  }

  /// The rows as text, trailing spaces removed.
  public var lines: [String] {
    cells.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
  }

  /// Changes the size, as a terminal does when its window is resized: the content is cleared.
  public mutating func resize(to size: TerminalSize) {
    self.size = size
    cells = Self.blank(size)
    row = 0
    column = 0
  }

  /// Applies `text`, as a terminal would.
  public mutating func apply(_ text: String) {
    var characters = text[...]
    while let character = characters.popFirst() {
      if character == "\u{1B}" {
        characters = sequence(characters)
      } else if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
        put(character)
      } else {
        unexpected.append(String(character))
      }
    }
  }

  /// Reads the sequence after an `ESC` and returns what follows it.
  private mutating func sequence(_ rest: Substring) -> Substring {
    guard rest.first == "[" else {
      unexpected.append("ESC" + String(rest.prefix(1)))
      return rest.dropFirst()
    }
    let body = rest.dropFirst()
    guard let end = body.firstIndex(where: { ("@"..."~").contains($0) }) else {
      unexpected.append("ESC[" + body)
      return ""
    }
    let parameters = String(body[..<end])
    switch (body[end], parameters) {
    case ("J", "2"):
      cells = Self.blank(size)
    case ("H", _):
      let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
      row = max(0, min(size.rows - 1, (numbers.first ?? 1) - 1))
      column = max(0, min(size.columns - 1, (numbers.dropFirst().first ?? 1) - 1))
    case ("K", ""):
      for index in column..<size.columns { cells[row][index] = " " }
    case ("m", _):
      break
    case ("h", let mode) where mode.hasPrefix("?"):
      modes.insert(Int(mode.dropFirst()) ?? -1)
    case ("l", let mode) where mode.hasPrefix("?"):
      modes.remove(Int(mode.dropFirst()) ?? -1)
    default:
      unexpected.append("ESC[" + parameters + String(body[end]))
    }
    return body[body.index(after: end)...]
  }

  /// Puts a character at the cursor and moves it on by the character's width; a wide
  /// character's second cell is left empty, as a terminal's is.
  private mutating func put(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard width > 0 else {
      // A zero-width character (a joiner, a mark) belongs to the cell before it.
      if column > 0 { cells[row][column - 1] += String(character) }
      return
    }
    guard column + width <= size.columns else {
      unexpected.append("past the last column: \(character)")
      return
    }
    cells[row][column] = String(character)
    if width == 2 { cells[row][column + 1] = "" }
    column += width
  }

  private static func blank(_ size: TerminalSize) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
  }
}

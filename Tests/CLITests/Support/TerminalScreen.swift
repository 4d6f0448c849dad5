/// A small model of a terminal's screen: what a program's output leaves on a grid of `columns` ×
/// `rows` cells, read as text, as a person would read the window.
///
/// It knows text, carriage return, line feed (scrolling at the bottom), backspace, and the CSI
/// sequences for moving the cursor (`H`, `A`–`D`), erasing (`J`, `K`), attributes (`m`, dropped),
/// and the private modes for the alternate screen (`?1049`), the cursor and wrapping (`?25`,
/// `?7`). Anything else (an OSC sequence, another CSI) is read and dropped. Each character takes
/// one cell.
struct TerminalScreen: Sendable {
  private(set) var columns: Int
  private(set) var rows: Int
  private var grid: [[Character]]
  /// The main screen, kept while the alternate one shows.
  private var saved: [[Character]]?
  private var row = 0
  private var column = 0
  private var wraps = true
  /// Bytes of an escape sequence or a UTF-8 character not finished in the last write.
  private var pending: [UInt8] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    grid = Self.blank(columns: columns, rows: rows)
  }

  /// The screen, one string per row, without the spaces that end each.
  var lines: [String] {
    grid.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
  }

  /// A window of a new size: what fits is kept, as a terminal keeps it.
  mutating func resize(columns: Int, rows: Int) {
    grid = (0..<rows).map { row in
      (0..<columns).map { column in
        row < grid.count && column < grid[row].count ? grid[row][column] : " "
      }
    }
    self.columns = columns
    self.rows = rows
    self.row = min(self.row, rows - 1)
    self.column = min(self.column, columns - 1)
  }

  /// Applies what the program wrote.
  mutating func write(_ bytes: [UInt8]) {
    let input = pending + bytes
    pending = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      if byte == 0x1B {
        guard let end = sequenceEnd(in: input, from: index) else {
          pending = Array(input[index...])
          return
        }
        apply(Array(input[index..<end]))
        index = end
        continue
      }
      switch byte {
      case 0x0D: column = 0
      case 0x0A: lineFeed()
      case 0x08: column = max(0, column - 1)
      case 0x00..<0x20, 0x7F: break
      default:
        let length = Self.utf8Length(byte)
        guard index + length <= input.count else {
          pending = Array(input[index...])
          return
        }
        let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
        for character in text { put(character) }
        index += length
        continue
      }
      index += 1
    }
  }

  private mutating func put(_ character: Character) {
    if column >= columns {
      guard wraps else {
        grid[row][columns - 1] = character
        return
      }
      column = 0
      lineFeed()
    }
    grid[row][column] = character
    column += 1
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      grid.removeFirst()
      grid.append(Array(repeating: " ", count: columns))
    } else {
      row += 1
    }
  }

  /// Where the escape sequence at `start` ends (one past its last byte); `nil` when incomplete.
  private func sequenceEnd(in input: [UInt8], from start: Int) -> Int? {
    guard start + 1 < input.count else { return nil }
    switch input[start + 1] {
    case UInt8(ascii: "["):
      var index = start + 2
      while index < input.count {
        if (0x40...0x7E).contains(input[index]) { return index + 1 }
        index += 1
      }
      return nil
    case UInt8(ascii: "]"):
      // An OSC sequence ends with BEL or with ESC \.
      var index = start + 2
      while index < input.count {
        if input[index] == 0x07 { return index + 1 }
        if input[index] == 0x1B, index + 1 < input.count { return index + 2 }
        index += 1
      }
      return nil
    default:
      return start + 2
    }
  }

  private mutating func apply(_ sequence: [UInt8]) {
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "["), let final = sequence.last else {
      return
    }
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    let isPrivate = body.hasPrefix("?")
    let numbers = body.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? fallback) : fallback
    }
    switch (Character(UnicodeScalar(final)), isPrivate) {
    case ("H", false), ("f", false):
      row = min(max(number(0, 1), 1), rows) - 1
      column = min(max(number(1, 1), 1), columns) - 1
    case ("A", false): row = max(0, row - max(1, number(0, 1)))
    case ("B", false): row = min(rows - 1, row + max(1, number(0, 1)))
    case ("C", false): column = min(columns - 1, column + max(1, number(0, 1)))
    case ("D", false): column = max(0, column - max(1, number(0, 1)))
    case ("J", false):
      switch number(0, 0) {
      case 2, 3: grid = Self.blank(columns: columns, rows: rows)
      case 1:
        for line in 0..<row { grid[line] = Array(repeating: " ", count: columns) }
        erase(row, 0...min(column, columns - 1))
      default:
        erase(row, min(column, columns)..<columns)
        for line in (row + 1)..<rows { grid[line] = Array(repeating: " ", count: columns) }
      }
    case ("K", false):
      switch number(0, 0) {
      case 2: erase(row, 0..<columns)
      case 1: erase(row, 0...min(column, columns - 1))
      default: erase(row, min(column, columns)..<columns)
      }
    case ("h", true), ("l", true):
      let on = final == UInt8(ascii: "h")
      for mode in numbers.compactMap({ $0 }) {
        switch mode {
        case 7: wraps = on
        case 1049 where on && saved == nil:
          saved = grid
          grid = Self.blank(columns: columns, rows: rows)
        case 1049 where !on:
          if let saved { grid = Self.fitted(saved, columns: columns, rows: rows) }
          saved = nil
        default: break
        }
      }
    default:
      break
    }
  }

  private mutating func erase<Columns: RangeExpression<Int>>(_ line: Int, _ cells: Columns) {
    for cell in cells.relative(to: 0..<columns) where cell < columns { grid[line][cell] = " " }
  }

  private static func blank(columns: Int, rows: Int) -> [[Character]] {
    Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  private static func fitted(_ grid: [[Character]], columns: Int, rows: Int) -> [[Character]] {
    (0..<rows).map { row in
      (0..<columns).map { column in
        row < grid.count && column < grid[row].count ? grid[row][column] : " "
      }
    }
  }

  /// How many bytes the UTF-8 character that starts with `byte` takes.
  private static func utf8Length(_ byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }
}

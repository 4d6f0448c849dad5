import Foundation
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

@Suite("Frame writer")
struct FrameWriterTests {
  static let size = TerminalSize(columns: 40, rows: 12)

  static func frame(_ texts: [String], selected: Int? = nil) -> Frame {
    Frame(
      size: size,
      lines: texts.enumerated().map { Frame.Line($1, $0 == selected ? .selected : .plain) })
  }

  @Test("Draws the whole screen first, then only the rows that changed")
  func diffs() {
    let writer = FrameWriter(colors: false)
    let rows = (1...10).map { "row \($0)" }
    let first = Self.frame(rows, selected: 2)
    let full = writer.changes(from: nil, to: first)
    #expect(full.hasPrefix("\u{1B}[2J"))
    #expect(full.components(separatedBy: "\u{1B}[K").count - 1 == Self.size.rows)

    // Moving the selection one row down changes two rows: two short writes, not a screenful.
    let moved = writer.changes(from: first, to: Self.frame(rows, selected: 3))
    #expect(!moved.contains("\u{1B}[2J"))
    #expect(moved.components(separatedBy: "\u{1B}[K").count - 1 == 2)
    #expect(writer.changes(from: first, to: first).isEmpty)
  }

  @Test("Redraws everything after a resize")
  func resize() {
    let writer = FrameWriter(colors: false)
    let before = Self.frame(["a"])
    let after = Frame(size: TerminalSize(columns: 50, rows: 12), lines: ["a"])
    #expect(writer.changes(from: before, to: after).hasPrefix("\u{1B}[2J"))
  }

  @Test("Draws emphasis only with colours on, and resets it on every row")
  func colours() {
    let frame = Frame(
      size: Self.size, lines: [Frame.Line("title", .title), Frame.Line("bad", .error)])
    let plain = FrameWriter(colors: false).changes(from: nil, to: frame)
    #expect(!plain.contains("m"))
    let coloured = FrameWriter(colors: true).changes(from: nil, to: frame)
    #expect(coloured.contains("\u{1B}[1mtitle\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31mbad\u{1B}[0m"))
  }

  @Test(
    "Whatever frames follow each other, the screen shows exactly the last one", .tags(.hostile))
  func hostileSequences() async throws {
    // A case is a sequence of eight frames: an eighth of the run's cases draws as many screens
    // as the run has cases, like the screens' own hostile test.
    try await GeneratedCases.run(count: max(1, GeneratedCases.perRun / 8)) { random in
      let size = TerminalSize(
        columns: Int.random(in: 1...60, using: &random),
        rows: Int.random(in: 1...15, using: &random))
      var screen = VirtualScreen(size: size)
      let writer = FrameWriter(colors: Bool.random(using: &random))
      var shown: Frame?
      for _ in 0..<8 {
        let lines = (0..<Int.random(in: 0...20, using: &random)).map { _ in
          // The "·" gives a zero-width character at the start a cell to belong to, as a
          // terminal needs: on its own at column 1 it has none.
          Frame.Line(
            "·" + HostileValues.text(using: &random, maximumLength: 80),
            [.plain, .title, .selected, .secondary, .notice, .error].randomElement(using: &random)
              ?? .plain)
        }
        let frame = Frame(size: size, lines: lines)
        screen.apply(writer.changes(from: shown, to: frame))
        shown = frame
        #expect(screen.lines == frame.text, "seed \(random.seed)")
        #expect(screen.unexpected.isEmpty, "seed \(random.seed): \(screen.unexpected)")
      }
    }
  }
}

import Testing

@testable import TerminalUI

/// The arithmetic under every scrolling view: whatever it is asked, the top row it gives is one
/// that exists, so a view never indexes before its first row or past its last.
@Suite("Scroll")
struct ScrollTests {
  @Test(
    "The top row is within the rows there are, for lists shorter and longer than the window",
    arguments: [0, 1, 3, 10, 25])
  func topWithinRows(count: Int) {
    for height in [1, 5, 10] {
      let highest = max(0, count - height)
      for row in 0..<max(1, count) {
        for top in [-5, 0, 2, 30] {
          let shown = Scroll.top(top, toShow: row, height: height, count: count)
          #expect((0...highest).contains(shown), "row \(row) of \(count), height \(height)")
          let moved = Scroll.top(top, by: 7, height: height, count: count)
          #expect((0...highest).contains(moved), "moved from \(top), \(count) rows")
        }
      }
    }
  }

  @Test("Shows the row asked for, moving as little as it can")
  func showsTheRow() {
    #expect(Scroll.top(0, toShow: 4, height: 5, count: 20) == 0)
    #expect(Scroll.top(0, toShow: 5, height: 5, count: 20) == 1)
    #expect(Scroll.top(10, toShow: 3, height: 5, count: 20) == 3)
  }

  @Test("The window is the rows from the top, as many as there are")
  func window() {
    let lines = (0..<4).map { Frame.Line("row \($0)") }
    #expect(Scroll.window(lines, top: 2, height: 5).map(\.text) == ["row 2", "row 3"])
    #expect(Scroll.window(lines, top: 9, height: 5).isEmpty)
    #expect(Scroll.position(top: 0, height: 5, count: 4) == nil)
    #expect(Scroll.position(top: 5, height: 5, count: 20) == "50% read")
  }

  @Test(
    "The keys that scroll a text move its top, within the rows there are; others are left alone",
    arguments: [
      (Key.down, 11), (.character("k"), 9), (.pageDown, 14), (.character(" "), 14),
      (.pageUp, 6), (.character("g"), 0), (.end, 15), (.character("G"), 15),
    ])
  func keys(key: Key, top: Int) {
    #expect(Scroll.top(10, after: key, height: 5, count: 20) == top)
  }

  @Test("A key that does not scroll is the screen's own")
  func otherKeys() {
    #expect(Scroll.top(10, after: .character("e"), height: 5, count: 20) == nil)
    #expect(Scroll.top(0, after: .enter, height: 5, count: 20) == nil)
  }
}

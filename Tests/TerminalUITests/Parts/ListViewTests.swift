import Testing

@testable import TerminalUI

/// The one list every screen of `strata browse` moves through: the selection always names a row
/// that exists, whatever the list became since.
@Suite("List view")
struct ListViewTests {
  @Test("A reload that shrinks the list leaves the last row selected, never a row that is gone")
  func shrinks() {
    var list = ListView()
    list.select(9, count: 10, height: 5)
    #expect(list.selected(in: 10) == 9)
    #expect(list.selected(in: 4) == 3)
    #expect(list.selected(in: 0) == nil)
  }

  @Test("Moves a row, a page and to the ends, and says when a key asks for a row past the last")
  func moves() throws {
    var list = ListView()
    #expect(list.move(for: .character("j"), count: 10, height: 5)?.pastEnd == false)
    #expect(list.selected(in: 10) == 1)
    _ = list.move(for: .pageDown, count: 10, height: 5)
    #expect(list.selected(in: 10) == 5)
    _ = list.move(for: .character("G"), count: 10, height: 5)
    #expect(list.selected(in: 10) == 9)
    #expect(list.move(for: .down, count: 10, height: 5)?.pastEnd == true)
    #expect(list.selected(in: 10) == 9)
    _ = list.move(for: .home, count: 10, height: 5)
    #expect(list.selected(in: 10) == 0)
    #expect(list.move(for: .character("x"), count: 10, height: 5) == nil)
  }

  @Test("Right-aligns identifiers by the columns they take, a wide or long one included")
  func alignsWideIdentifiers() {
    let rows = [
      ListRow(id: "7", mark: nil, text: "A"), ListRow(id: "日本", mark: nil, text: "B"),
      ListRow(id: String(repeating: "9", count: 30), mark: nil, text: "C"),
    ]
    let lines = ListView().lines(rows, height: 5).map(\.text)
    #expect(lines.map { DisplayWidth.of($0) } == [27, 27, 27])
    #expect(lines[1] == String(repeating: " ", count: 19) + "日本   B")
  }
}

import TerminalUI
import Testing

@Suite("Browse layout")
struct BrowseLayoutTests {
  static let content = ScreenContent(
    lines: ["  first", "  second"], banner: "Offline: showing the copy stored 3 hours ago.",
    footer: .keys([KeyHelp("j/k", "move"), KeyHelp("q", "quit")]))

  @Test("Puts the title on the first row, the banner on the second and the footer on the last")
  func layout() {
    let frame = BrowseLayout.frame(
      title: "Articles", content: Self.content, size: TerminalSize(columns: 60, rows: 12))
    #expect(frame.text.count == 12)
    #expect(frame.text[0] == " Strata · Articles")
    #expect(frame.text[1] == " Offline: showing the copy stored 3 hours ago.")
    #expect(frame.text[2] == "  first")
    #expect(frame.text[11] == " j/k move · q quit")
    #expect(BrowseLayout.bodyHeight(for: TerminalSize(columns: 60, rows: 12)) == 9)
  }

  @Test("Leaves out footer keys that do not fit rather than cutting one in half")
  func footerFits() {
    let frame = BrowseLayout.frame(
      title: "A", content: Self.content, size: TerminalSize(columns: 40, rows: 12))
    #expect(frame.text[11] == " j/k move · q quit")
    let narrow = ScreenContent(
      lines: [], footer: .keys((1...20).map { KeyHelp("k\($0)", "action") }))
    let row = BrowseLayout.frame(
      title: "A", content: narrow, size: TerminalSize(columns: 40, rows: 12)
    )
    .text[11]
    #expect(row.hasSuffix("action"))
  }

  @Test(
    "Asks for a larger window below 40×12",
    arguments: [TerminalSize(columns: 39, rows: 24), TerminalSize(columns: 80, rows: 11)])
  func tooSmall(size: TerminalSize) {
    let frame = BrowseLayout.frame(title: "Articles", content: Self.content, size: size)
    #expect(frame.text.joined(separator: " ").contains("Make the window larger"))
    #expect(!frame.text.joined().contains("first"))
  }

  @Test("Shows what a server sends as text: no escape sequence reaches the terminal")
  func sanitizes() {
    let hostile = ScreenContent(
      lines: ["\u{1B}]52;c;cHduZWQ=\u{07}title\u{1B}[2J"], banner: "\u{202E}banner",
      footer: .error("bad\u{9B}6n"))
    let frame = BrowseLayout.frame(
      title: "\u{1B}[31mArticles", content: hostile, size: TerminalSize(columns: 60, rows: 12))
    // Compared as Swift writes them (`\u{1B}`), never printed raw: a failure must show the
    // escape sequences as text, not obey them in the terminal of the person reading it.
    let obeyed = frame.text.joined().unicodeScalars.filter {
      $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E
    }
    #expect(
      obeyed.isEmpty, "reached the terminal: \(obeyed.map { "U+" + String($0.value, radix: 16) })")
    let lines = frame.text.map(\.debugDescription)
    #expect(lines[0] == #"" Strata · ␛[31mArticles""#)
    #expect(lines[2] == #""␛]52;c;cHduZWQ=␇title␛[2J""#)
  }
}

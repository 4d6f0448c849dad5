import Features
import TerminalUI
import TestSupport
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "Counts the columns a terminal gives each character",
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("日本", 4), ("한", 2), ("🙂", 2), ("👩‍💻", 2),
      ("\u{200B}", 0), ("", 0), ("Ｆ", 2),
    ])
  func width(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test("Truncates to the width with an ellipsis, never splitting a wide character")
  func truncates() {
    #expect(DisplayWidth.truncate("Hello, world", to: 6) == "Hello…")
    #expect(DisplayWidth.truncate("日本語テキスト", to: 6) == "日本…")
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
    #expect(DisplayWidth.truncate("abc", to: 0) == "")
    #expect(DisplayWidth.truncate("abc", to: -5) == "")
  }

  @Test("Keeps the end of a long field, as a text field scrolled to its caret shows it")
  func tail() {
    #expect(DisplayWidth.tail("ada@analytical.engine", to: 8) == "….engine")
    #expect(DisplayWidth.tail("short", to: 8) == "short")
    #expect(DisplayWidth.tail("日本語テキスト", to: 5) == "…スト")
    #expect(DisplayWidth.tail("x", to: 0) == "")
  }

  @Test("Wraps at spaces, keeps paragraphs, and breaks a word wider than the line")
  func wraps() {
    #expect(DisplayWidth.wrap("one two three four", to: 9) == ["one two", "three", "four"])
    #expect(DisplayWidth.wrap("a\n\nb", to: 5) == ["a", "", "b"])
    #expect(DisplayWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
    // A character wider than the whole line cannot be shown; it is left out, not looped on.
    #expect(DisplayWidth.wrap("日本語 ok", to: 1) == ["o", "k"])
  }

  @Test("Whatever the text and width, a padded line is exactly the width", .tags(.hostile))
  func hostileText() async throws {
    try await GeneratedCases.run { random in
      let text = TerminalText.sanitized(
        HostileValues.text(using: &random, maximumLength: 120), keepingLineBreaks: false)
      let columns = Int.random(in: -2...150, using: &random)
      let padded = DisplayWidth.pad(text, to: columns)
      #expect(DisplayWidth.of(padded) == max(0, columns), "seed \(random.seed)")
      for line in DisplayWidth.wrap(text, to: columns) {
        #expect(DisplayWidth.of(line) <= max(0, columns), "seed \(random.seed)")
      }
      #expect(DisplayWidth.of(DisplayWidth.tail(text, to: columns)) <= max(0, columns))
    }
  }
}

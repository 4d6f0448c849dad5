import Features
import TestSupport
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
  @Test("Leaves ordinary text, accents and emoji alone")
  func leavesOrdinaryText() {
    let text = "Ada Lovelace — Zürich 👩‍💻\n  indented"
    #expect(TerminalText.sanitized(text) == text)
  }

  @Test("Shows escape sequences as visible pictures instead of obeying them")
  func neutralisesEscapes() {
    let text = "a\u{1B}]52;c;cHduZWQ=\u{07}b\u{1B}[2Jc"
    #expect(TerminalText.sanitized(text) == "a␛]52;c;cHduZWQ=␇b␛[2Jc")
  }

  @Test(
    "Replaces C1 controls, DEL and bidi overrides",
    arguments: ["\u{9B}", "\u{7F}", "\u{202E}", "\u{2066}", "\r", "\u{08}", "\u{00}"])
  func replacesControls(control: String) {
    let sanitized = TerminalText.sanitized("x\(control)y")
    #expect(!sanitized.unicodeScalars.contains { $0 == control.unicodeScalars.first })
    #expect(sanitized.hasPrefix("x") && sanitized.hasSuffix("y"))
  }

  @Test("Turns line breaks into spaces where a row must stay one line, and shows a tab always")
  func oneLine() {
    #expect(TerminalText.sanitized("a\nb\tc", keepingLineBreaks: false) == "a b␉c")
    #expect(TerminalText.sanitized("a\nb\tc") == "a\nb␉c")
  }

  @Test("Whatever the text, nothing a terminal obeys is left", .tags(.hostile))
  func hostileText() async throws {
    try await GeneratedCases.run { random in
      let text = HostileValues.text(using: &random, maximumLength: 200)
      let safe = TerminalText.sanitized(text, keepingLineBreaks: Bool.random(using: &random))
      #expect(
        !safe.unicodeScalars.contains {
          ($0.value < 0x20 && $0.value != 0x0A)
            || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }, "seed \(random.seed)")
    }
  }
}

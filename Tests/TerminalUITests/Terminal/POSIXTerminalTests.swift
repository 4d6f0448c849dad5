import TerminalUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What can be checked of the real terminal without one; the rest (raw mode, the alternate
/// screen, `stty -g` unchanged afterwards) is checked on a pseudo-terminal, end to end.
@Suite("POSIX terminal")
struct POSIXTerminalTests {
  @Test(
    "Draws in colour only on a colour terminal, and never with NO_COLOR",
    arguments: [
      (["TERM": "xterm-256color"], true), (["TERM": "screen"], true),
      (["TERM": "kitty"], true),
      (["TERM": "vt100"], false), (["TERM": "dumb"], false), ([:], false),
      (["TERM": "vt100", "COLORTERM": "truecolor"], true),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], false),
      (["TERM": "xterm-256color", "NO_COLOR": ""], true),
      (["TERM": "dumb", "COLORTERM": "truecolor"], true),
    ] as [([String: String], Bool)])
  func colour(environment: [String: String], expected: Bool) {
    #expect(POSIXTerminal.supportsColor(environment: environment) == expected)
  }

  @Test("Refuses raw mode on something that is not a terminal, and changes nothing")
  func notATerminal() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer { for descriptor in descriptors { close(descriptor) } }
    let terminal = POSIXTerminal(input: descriptors[0], output: descriptors[1])
    #expect(throws: TerminalError.self) { try terminal.start() }
    terminal.restore()
    #expect(terminal.size == TerminalSize(columns: 80, rows: 24))
  }
}

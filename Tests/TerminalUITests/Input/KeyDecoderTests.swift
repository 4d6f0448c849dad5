import TerminalUI
import TestSupport
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
  static func keys(_ bytes: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(bytes.utf8))
  }

  @Test(
    "Decodes the keys browse uses, in both cursor-key modes",
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
      ("\u{1B}[3~", .delete), ("\u{1B}[1;5A", .up), ("\r", .enter), ("\n", .enter),
      ("\r\n", .enter),
      ("\t", .tab), ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{03}", .control("c")),
      ("\u{15}", .control("u")), ("q", .character("q")), ("é", .character("é")),
      ("日", .character("日")), ("🙂", .character("🙂")),
    ])
  func decodes(bytes: String, key: Key) {
    #expect(Self.keys(bytes) == [key])
  }

  @Test("Decodes several keys from one read, in order")
  func several() {
    #expect(Self.keys("jk\u{1B}[Bq") == [.character("j"), .character("k"), .down, .character("q")])
  }

  @Test("Holds a sequence split across reads until its end arrives", arguments: 1...3)
  func split(at cut: Int) {
    let bytes = Array("\u{1B}[6~".utf8)
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes[..<cut]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.feed(bytes[cut...]) == [.pageDown])
    #expect(!decoder.isWaiting)
  }

  @Test("Holds a character split across reads", arguments: 1...3)
  func splitCharacter(at cut: Int) {
    let bytes = Array("🙂".utf8)
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes[..<cut]).isEmpty)
    #expect(decoder.feed(bytes[cut...]) == [.character("🙂")])
  }

  @Test("A lone Escape is Escape once the reader says nothing more came")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaiting)
    #expect(decoder.flush().isEmpty)
  }

  @Test("Escape followed by an ordinary key is both keys, without waiting")
  func escapeThenKey() {
    #expect(Self.keys("\u{1B}q") == [.escape, .character("q")])
    #expect(Self.keys("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  @Test("An unfinished sequence flushed is Escape and the keys typed after it")
  func flushedIntroducer() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flush() == [.escape, .character("[")])
  }

  @Test("Drops unknown sequences, lone continuation bytes and C1 or bidi characters")
  func drops() {
    #expect(Self.keys("\u{1B}[99zq") == [.character("q")])
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x80, 0xBF, 0xFF, 0x71]) == [.character("q")])
    #expect(Self.keys("\u{202E}\u{85}x") == [.character("x")])
  }

  @Test("Whatever the bytes, it never traps and never holds more than a sequence", .tags(.hostile))
  func hostileBytes() async throws {
    var decoder = KeyDecoder()
    var (bytesFed, keysMade) = (0, 0)
    try await GeneratedCases.run { random in
      let bytes = HostileValues.bytes(using: &random, maximumCount: 64)
      bytesFed += bytes.count
      keysMade += decoder.feed(bytes).count
      if Bool.random(using: &random) { keysMade += decoder.flush().count }
      #expect(keysMade <= bytesFed, "seed \(random.seed)")
    }
    _ = decoder.flush()
    #expect(!decoder.isWaiting)
    // An endless parameter list is dropped, not buffered for ever.
    var endless = KeyDecoder()
    for _ in 0..<1_000 {
      _ = endless.feed(Array("\u{1B}[".utf8) + Array(repeating: 0x31, count: 50))
    }
    #expect(endless.feed(Array("q".utf8)).count <= 1)
  }
}

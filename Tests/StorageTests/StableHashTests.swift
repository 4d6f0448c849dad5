import Storage
import Testing

@Suite("Stable hash")
struct StableHashTests {
  @Test(
    "Hashes with 64-bit FNV-1a: the published test vectors, the same on every run",
    arguments: [
      ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
      ("foobar", 0x8594_4171_f739_67e8),
    ])
  func vectors(text: String, hash: UInt64) {
    #expect(StableHash.fnv1a(text) == hash)
  }

  @Test("Text and its UTF-8 bytes hash alike, whatever the text holds")
  func textIsItsBytes() {
    for text in ["", "a", "é 日本 🙂", String(repeating: "x", count: 1_000)] {
      let bytes = Array(text.utf8)
      #expect(bytes.withUnsafeBytes(StableHash.fnv1a(bytes:)) == StableHash.fnv1a(text))
    }
  }
}

import Domain
import TestSupport
import Testing

@testable import Features

/// Whatever a person types or a server sends for a field, reading it ends in a value in its
/// canonical form or a `FieldProblem`: never a trap, never a value that reads back otherwise.
@Suite("Hostile field values", .tags(.hostile, .validation))
struct HostileFieldKindTests {
  static let kinds: [FieldKind] = [
    .integer, .number, .boolean, .text, .date, .uuid, .choice(["low", "high"]), .list(.integer),
    .list(.text), .list(.date),
  ]

  /// Text a person might type for `kind`: hostile text, or a hostile number or date.
  static func typed(using random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: String(HostileValues.integer(using: &random))
    case 1:
      ["NaN", "-inf", "1e400", "0x1p3", "2026-12-24", "2026-02-30", "true", " high ", "1,,2"]
        .randomElement(using: &random) ?? ""
    default: HostileValues.text(using: &random)
    }
  }

  @Test("What a person types reads as a canonical value, which its editable text reads back as")
  func typedText() async throws {
    try await GeneratedCases.run { (random: inout SeededGenerator) throws in
      let text = Self.typed(using: &random)
      for kind in Self.kinds {
        guard let value = try? kind.parse(text) else { continue }
        #expect(try kind.check(value) == value, "seed \(random.seed)")
        #expect(try kind.parse(kind.editableText(value)) == value, "seed \(random.seed)")
        #expect(!kind.display(value).unicodeScalars.contains { $0 == "\u{1B}" })
      }
    }
  }
}

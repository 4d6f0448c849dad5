import Domain
import DomainMocks
import Foundation
import Testing

@Suite("Field representable")
struct FieldRepresentableTests {
  @Test("Each Swift type stands for its kind")
  func kinds() {
    #expect(Int.fieldKind == .integer)
    #expect(Double.fieldKind == .number)
    #expect(Bool.fieldKind == .boolean)
    #expect(String.fieldKind == .text)
    #expect(Date.fieldKind == .date)
    #expect(NoteLevel.fieldKind == .choice(["low", "high"]))
    #expect([Date].fieldKind == .list(.date))
    #expect(Optional<Int>.fieldKind == .integer)
    #expect(Optional<[NoteLevel]>.fieldKind == .list(.choice(["low", "high"])))
  }

  @Test("Only an optional may have no value")
  func optionality() {
    #expect(!Int.isOptionalField)
    #expect(![String].isOptionalField)
    #expect(!NoteLevel.isOptionalField)
    #expect(Optional<String>.isOptionalField)
    #expect(Optional<[Int]>.isOptionalField)
  }

  @Test("Each value is held as JSON holds it")
  func values() {
    #expect(7.fieldValue == .integer(7))
    #expect(2.5.fieldValue == .number(2.5))
    #expect(true.fieldValue == .boolean(true))
    #expect("a".fieldValue == .text("a"))
    #expect(Date(timeIntervalSince1970: 1_798_070_400).fieldValue == .text("2026-12-24"))
    #expect(NoteLevel.high.fieldValue == .text("high"))
    #expect(["a", "b"].fieldValue == .list([.text("a"), .text("b")]))
    #expect((nil as Int?).fieldValue == .null)
    #expect(Optional(3).fieldValue == .integer(3))
  }

  @Test("A choice is written and read as its word")
  func choiceCoding() throws {
    #expect(
      String(decoding: try JSONEncoder().encode([NoteLevel.low]), as: UTF8.self) == #"["low"]"#)
    #expect(try JSONDecoder().decode([NoteLevel].self, from: Data(#"["high"]"#.utf8)) == [.high])
  }

  @Test("A word the choice does not have is not believed, and the error names it and the others")
  func unknownChoice() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode([NoteLevel].self, from: Data(#"["low", "urgent"]"#.utf8))
    }
    let context = try #require(error.corruption)
    #expect(
      context.underlyingError as? UnknownChoice
        == UnknownChoice(value: "urgent", allowed: ["low", "high"]))
    #expect(context.debugDescription == "'urgent' is not one of low, high")
    #expect(context.codingPath.map(\.intValue) == [1])
  }

  @Test("A choice that is not a word is not read")
  func choiceOfAnotherType() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NoteLevel.self, from: Data("1".utf8))
    }
  }
}

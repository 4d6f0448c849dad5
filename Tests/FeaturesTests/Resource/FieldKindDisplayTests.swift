import Domain
import Foundation
import Testing

@testable import Features

@Suite("Field kind, as people read and type it", .tags(.validation))
struct FieldKindDisplayTests {
  static let levels = FieldKind.choice(["low", "high"])
  static let midnight = Date(timeIntervalSince1970: 1_798_070_400)
  static let morning = Date(timeIntervalSince1970: 1_798_104_600)

  // MARK: Placeholder

  @Test(
    "Names what to type, as help shows it",
    arguments: [
      (FieldKind.integer, "N"), (.number, "NUMBER"), (.boolean, "true|false"), (.text, "TEXT"),
      (.date, "DATE"), (.uuid, "UUID"), (levels, "low|high"), (.list(.integer), "N,…"),
      (.list(.list(.date)), "DATE,…,…"),
    ])
  func placeholder(kind: FieldKind, expected: String) {
    #expect(kind.placeholder == expected)
  }

  // MARK: Showing a value

  @Test(
    "Shows a value as a person reads it",
    arguments: [
      (FieldKind.integer, FieldValue.null, "–"),
      (.integer, .integer(-42), "-42"),
      (.number, .number(2), "2"),
      (.number, .number(2.5), "2.5"),
      (.number, .number(-0.0), "0"),
      (.number, .number(1e20), "1e+20"),
      (.boolean, .boolean(true), "true"),
      (.text, .text("Buy milk"), "Buy milk"),
      (.date, .text("2026-12-24T00:00:00Z"), "2026-12-24"),
      (.date, .text("2026-12-24T09:30:00Z"), "2026-12-24 09:30 UTC"),
      (.date, .text("not a date"), "not a date"),
      (levels, .text("high"), "high"),
      (.list(.text), .list([]), "(none)"),
      (.list(.text), .list([.text("a"), .text("b")]), "a, b"),
      (.list(.date), .list([.text("2026-12-24T00:00:00Z"), .null]), "2026-12-24, –"),
      (.text, .list([.integer(1), .boolean(false)]), "1, false"),
      (.text, .object(["b": .text("x"), "a": .integer(1)]), "a: 1, b: x"),
    ])
  func display(kind: FieldKind, value: FieldValue, expected: String) {
    #expect(kind.display(value) == expected)
  }

  @Test(
    "Starts a form's field from text it reads back as the same value",
    arguments: [
      (FieldKind.integer, FieldValue.integer(7), "7"),
      (.number, .number(3), "3"),
      (.number, .number(0.1), "0.1"),
      (.number, .number(1e20), "1e+20"),
      (.boolean, .boolean(false), "false"),
      (.text, .text("two\nlines"), "two\nlines"),
      (.date, .text("2026-12-24T00:00:00Z"), "2026-12-24"),
      (.date, .text("2026-12-24T09:30:00Z"), "2026-12-24T09:30:00Z"),
      (levels, .text("low"), "low"),
      (.list(.text), .list([.text("a"), .text("b")]), "a,b"),
      (.list(.date), .list([.text("2026-12-24T00:00:00Z")]), "2026-12-24"),
      (.list(.integer), .list([]), ""),
    ])
  func editableText(kind: FieldKind, value: FieldValue, expected: String) throws {
    #expect(kind.editableText(value) == expected)
    // What is read back is the same value, though a midnight may come back as a day.
    #expect(kind.same(try kind.parse(expected), value))
  }

  @Test("Starts a form's field empty for no value, and as it came for a date it cannot read")
  func editableTextOfNothing() {
    #expect(FieldKind.integer.editableText(.null) == "")
    #expect(FieldKind.date.editableText(.text("soon")) == "soon")
  }

  @Test("A person reads a date alone at midnight, and the minute in UTC otherwise")
  func display() {
    #expect(FieldDisplay.date(Self.midnight) == "2026-12-24")
    #expect(FieldDisplay.date(Self.morning) == "2026-12-24 09:30 UTC")
    #expect(FieldDisplay.date(Date(timeIntervalSince1970: 1_798_104_659)) == "2026-12-24 09:30 UTC")
  }
}

import Domain
import Foundation
import Testing

@Suite("Field value")
struct FieldValueTests {
  static func encoded(_ value: FieldValue) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decoded(_ json: String) throws -> FieldValue {
    try JSONDecoder().decode(FieldValue.self, from: Data(json.utf8))
  }

  @Test(
    "Writes each value as the JSON it stands for, and reads it back as it was",
    arguments: [
      (FieldValue.null, "null"),
      (.boolean(true), "true"),
      (.boolean(false), "false"),
      (.integer(-42), "-42"),
      (.integer(.max), "9223372036854775807"),
      (.number(2.5), "2.5"),
      (.number(-0.125), "-0.125"),
      (.text("Buy milk"), #""Buy milk""#),
      (.text(""), #""""#),
      (.text("a/b \"q\"\n"), #""a/b \"q\"\n""#),
      (.list([]), "[]"),
      (.list([.integer(1), .text("a"), .null]), #"[1,"a",null]"#),
      (.object([:]), "{}"),
      (
        .object(["b": .list([.boolean(true)]), "a": .object(["c": .null])]),
        #"{"a":{"c":null},"b":[true]}"#
      ),
    ])
  func roundTrips(value: FieldValue, json: String) throws {
    #expect(try Self.encoded(value) == json)
    #expect(try Self.decoded(json) == value)
  }

  @Test("A whole number, written as a number or not, is read back as a whole number")
  func wholeNumbers() throws {
    #expect(try Self.encoded(.number(2)) == "2")
    #expect(try Self.decoded("2") == .integer(2))
    #expect(try Self.decoded("2.0") == .integer(2))
    #expect(try Self.decoded("1e2") == .integer(100))
    #expect(try Self.decoded("-0") == .integer(0))
  }

  @Test("A number too large for a whole number is read as a number")
  func largeNumbers() throws {
    #expect(try Self.decoded("12345678901234567890") == .number(12_345_678_901_234_567_168))
  }

  @Test(
    "Refuses what is not JSON, or a number JSON cannot hold",
    arguments: ["", "nope", "1e400", "[1,", #"{"a"}"#, "NaN"])
  func refusesNonJSON(json: String) {
    #expect(throws: DecodingError.self) { try Self.decoded(json) }
  }

  @Test("Cannot write a number JSON has no form for")
  func refusesNonFinite() {
    #expect(throws: EncodingError.self) { try Self.encoded(.number(.nan)) }
    #expect(throws: EncodingError.self) { try Self.encoded(.list([.number(.infinity)])) }
  }

  @Test("A literal makes the value its JSON reads as, a repeated key keeping its last value")
  func literals() {
    let written: FieldValue = [
      "title": "Buy milk", "count": 2, "weight": 2.5, "done": false, "tags": ["home", 1],
      "note": .null,
    ]
    #expect(
      written
        == .object([
          "title": .text("Buy milk"), "count": .integer(2), "weight": .number(2.5),
          "done": .boolean(false), "tags": .list([.text("home"), .integer(1)]), "note": .null,
        ]))
    let repeated: FieldValue = ["a": 1, "a": 2]
    #expect(repeated == .object(["a": .integer(2)]))
  }

}

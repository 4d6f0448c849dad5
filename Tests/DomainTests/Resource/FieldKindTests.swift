import Domain
import Testing

@Suite("Field kind", .tags(.validation))
struct FieldKindTests {
  static let levels = FieldKind.choice(["low", "high"])

  // MARK: Parsing what a person typed

  @Test(
    "Reads what a person typed, trimmed, in its canonical form",
    arguments: [
      (FieldKind.integer, "42", FieldValue.integer(42)),
      (.integer, " -7\t", .integer(-7)),
      (.integer, "9223372036854775807", .integer(.max)),
      (.number, "2.5", .number(2.5)),
      (.number, " 3 ", .number(3)),
      (.number, "-0.125", .number(-0.125)),
      (.number, "1e300", .number(1e300)),
      (.boolean, "true", .boolean(true)),
      (.boolean, " YES ", .boolean(true)),
      (.boolean, "False", .boolean(false)),
      (.boolean, "no", .boolean(false)),
      (.text, "  Buy milk \n", .text("Buy milk")),
      (.text, "two\nparagraphs", .text("two\nparagraphs")),
      (.text, "", .text("")),
      (.date, "2026-12-24", .text("2026-12-24")),
      (.date, " 2026-12-24T11:30:00+02:00 ", .text("2026-12-24T09:30:00Z")),
      (levels, " high ", .text("high")),
      (.list(.text), "a, b ,c", .list([.text("a"), .text("b"), .text("c")])),
      (.list(.integer), "1,2, 3", .list([.integer(1), .integer(2), .integer(3)])),
      (.list(.integer), "   ", .list([])),
      (.list(.date), "2026-12-24", .list([.text("2026-12-24")])),
    ])
  func parses(kind: FieldKind, text: String, expected: FieldValue) throws {
    #expect(try kind.parse(text) == expected)
  }

  @Test(
    "Refuses what is not of its kind, naming the problem",
    arguments: [
      (FieldKind.integer, "4.2", FieldProblem.notAWholeNumber),
      (.integer, "", .notAWholeNumber),
      (.integer, "forty-two", .notAWholeNumber),
      (.integer, "99999999999999999999", .notAWholeNumber),
      (.integer, "1e3", .notAWholeNumber),
      (.integer, "٤٢", .notAWholeNumber),
      (.number, "", .notANumber),
      (.number, "NaN", .notANumber),
      (.number, "nan", .notANumber),
      (.number, "inf", .notANumber),
      (.number, "-infinity", .notANumber),
      (.number, "1e400", .notANumber),
      (.number, "two", .notANumber),
      (.boolean, "1", .notTrueOrFalse),
      (.boolean, "y", .notTrueOrFalse),
      (.boolean, "", .notTrueOrFalse),
      (.text, "bell\u{7}", .containsControlCharacters),
      (.text, "\u{1B}[2Jclear", .containsControlCharacters),
      (.text, "tab\there", .containsControlCharacters),
      (.text, "a\u{0}b", .containsControlCharacters),
      (.date, "tomorrow", .notADate),
      (.date, "2026-02-30", .notADate),
      (levels, "HIGH", .notOneOf(["low", "high"])),
      (levels, "", .notOneOf(["low", "high"])),
      (.list(.integer), "1,x", .notAWholeNumber),
      (.list(.integer), "1,,2", .notAWholeNumber),
      (.list(.date), "2026-12-24,soon", .notADate),
    ])
  func refuses(kind: FieldKind, text: String, problem: FieldProblem) {
    #expect(throws: problem) { try kind.parse(text) }
  }

  @Test("Accepts text of exactly the maximum length, counted in characters, and no longer")
  func textLength() throws {
    let longest = String(repeating: "é", count: FieldKind.maximumTextLength)
    #expect(try FieldKind.text.parse(longest) == .text(longest))
    #expect(throws: FieldProblem.tooLong(maximum: 10_000)) {
      try FieldKind.text.parse(longest + "e")
    }
  }

  @Test("Accepts a list of exactly the maximum count, and no longer")
  func listCount() throws {
    let longest = Array(repeating: "1", count: FieldKind.maximumListCount)
    let parsed = try FieldKind.list(.integer).parse(longest.joined(separator: ","))
    #expect(parsed == .list(Array(repeating: .integer(1), count: 1_000)))
    #expect(throws: FieldProblem.tooMany(maximum: 1_000)) {
      try FieldKind.list(.integer).parse((longest + ["1"]).joined(separator: ","))
    }
  }

  // MARK: Checking a value from elsewhere

  @Test(
    "Checks a value from elsewhere and returns it in its canonical form",
    arguments: [
      (FieldKind.integer, FieldValue.integer(3), FieldValue.integer(3)),
      (.number, .integer(3), .number(3)),
      (.number, .number(2.5), .number(2.5)),
      (.boolean, .boolean(false), .boolean(false)),
      (.text, .text("  kept as it is "), .text("  kept as it is ")),
      (.date, .text("2026-12-24"), .text("2026-12-24")),
      (.date, .text("2026-12-24T09:30:00.000Z"), .text("2026-12-24T09:30:00Z")),
      (levels, .text("low"), .text("low")),
      (.list(.number), .list([.integer(1), .number(0.5)]), .list([.number(1), .number(0.5)])),
      (.list(.text), .list([]), .list([])),
      (.integer, .null, .null),
      (.list(.date), .null, .null),
    ])
  func checks(kind: FieldKind, value: FieldValue, expected: FieldValue) throws {
    #expect(try kind.check(value) == expected)
  }

  @Test(
    "Refuses a value of another kind, or one its kind cannot hold",
    arguments: [
      (FieldKind.integer, FieldValue.number(2.5), FieldProblem.notAWholeNumber),
      (.integer, .text("1"), .notAWholeNumber),
      (.number, .number(.nan), .notANumber),
      (.number, .number(.infinity), .notANumber),
      (.number, .boolean(true), .notANumber),
      (.boolean, .integer(1), .notTrueOrFalse),
      (.boolean, .text("true"), .notTrueOrFalse),
      (.text, .integer(1), .notText),
      (.text, .text("\u{1B}]52;c;cHduZWQ=\u{7}"), .containsControlCharacters),
      (.text, .text(String(repeating: "a", count: 10_001)), .tooLong(maximum: 10_000)),
      (.date, .text("2026-12-24 soon"), .notADate),
      (.date, .integer(1_798_070_400), .notADate),
      (levels, .text("medium"), .notOneOf(["low", "high"])),
      (levels, .integer(0), .notOneOf(["low", "high"])),
      (.list(.integer), .integer(1), .notAList),
      (.list(.integer), .list([.integer(1), .null]), .notAWholeNumber),
      (.list(.integer), .list([.text("1")]), .notAWholeNumber),
      (.list(.text), .list(Array(repeating: .text("a"), count: 1_001)), .tooMany(maximum: 1_000)),
      (.text, .object(["a": .integer(1)]), .notText),
      (.list(.text), .object([:]), .notAList),
    ])
  func refusesValue(kind: FieldKind, value: FieldValue, problem: FieldProblem) {
    #expect(throws: problem) { try kind.check(value) }
  }
}

import Domain
import DomainMocks
import Foundation
import Testing

@Suite("Resource field")
struct ResourceFieldTests {
  @Test("Takes its name from the coding key")
  func names() {
    #expect(ResourceField<Note>(.boardID, \.boardID).key == "boardId")
  }

  @Test("Takes its kind, and whether it may be empty, from the property's type")
  func kinds() {
    let title = ResourceField<Note>(.title, \.title)
    #expect(title.kind == .text)
    #expect(!title.isOptional)
    let dueOn = ResourceField<Note>(.dueOn, \.dueOn)
    #expect(dueOn.kind == .date)
    #expect(dueOn.isOptional)
    let tags = ResourceField<Note>(.tags, \.tags)
    #expect(tags.kind == .list(.text))
    #expect(tags.isOptional)
  }

  @Test("Reads its value from an item")
  func value() {
    var note = Note.mock(id: 1)
    note.dueOn = Date(timeIntervalSince1970: 1_798_104_600)
    #expect(ResourceField<Note>(.dueOn, \.dueOn).value(in: note) == .text("2026-12-24T09:30:00Z"))
    #expect(ResourceField<Note>(.level, \.level).value(in: note) == .null)
    #expect(ResourceField<Note>(.title, \.title).value(in: note) == .text("Note 1"))
  }

  @Test(
    "A length rule counts characters, white space around them aside",
    arguments: [
      ("", FieldProblem?.some(.tooShort(minimum: 1))), ("  a  ", nil), ("abc", nil),
      ("abcd", .tooLong(maximum: 3)), ("éé", nil),
    ])
  func lengthRule(text: String, expected: FieldProblem?) {
    let field = ResourceField<Note>(.title, \.title, rules: [.length(1...3)])
    #expect(Self.problem(field, .text(text)) == expected)
  }

  @Test("A range rule bounds a number, either end included")
  func rangeRule() {
    let field = ResourceField<Note>(.boardID, \.boardID, rules: [.range(1...10)])
    #expect(Self.problem(field, .integer(0)) == .tooSmall(minimum: 1))
    #expect(Self.problem(field, .integer(1)) == nil)
    #expect(Self.problem(field, .integer(10)) == nil)
    #expect(Self.problem(field, .integer(11)) == .tooLarge(maximum: 10))
    let weight = ResourceField<Note>(.weight, \.weight, rules: [.range(0...1)])
    #expect(Self.problem(weight, .number(1.5)) == .tooLarge(maximum: 1))
    #expect(Self.problem(weight, .null) == nil)
  }

  @Test("A pattern rule matches the whole text, and says the shape it wants")
  func patternRule() {
    let field = ResourceField<Note>(
      .title, \.title, rules: [.pattern("[a-z-]+", "a slug: lowercase letters and dashes")])
    #expect(Self.problem(field, .text("a-slug")) == nil)
    #expect(
      Self.problem(field, .text("a slug!"))
        == .doesNotMatch(shape: "a slug: lowercase letters and dashes"))
    let broken = ResourceField<Note>(.title, \.title, rules: [.pattern("(", "anything")])
    #expect(Self.problem(broken, .text("x")) != nil)
  }

  @Test("A rule of the app's own says why, in its words; the first rule broken is reported")
  func customRule() {
    let field = ResourceField<Note>(
      .title, \.title,
      rules: [.length(1...20), .check { $0.hasPrefix("Note") ? nil : "must start with Note" }])
    #expect(Self.problem(field, .text("Note 1")) == nil)
    #expect(Self.problem(field, .text("Todo")) == .refusedByRule(reason: "must start with Note"))
    #expect(Self.problem(field, .text("")) == .tooShort(minimum: 1))
  }

  @Test("A value of the wrong kind is refused by its kind before any rule is asked")
  func kindFirst() {
    let field = ResourceField<Note>(.title, \.title, rules: [.check { _ in "never" }])
    #expect(Self.problem(field, .integer(1)) == .notText)
  }

  private static func problem(_ field: ResourceField<Note>, _ value: FieldValue) -> FieldProblem? {
    do {
      _ = try field.check(value)
      return nil
    } catch {
      return error
    }
  }
}

import Domain
import DomainMocks
import Testing

@Suite("Resource schema validation", .tags(.validation))
struct ResourceSchemaValidationTests {
  let schema = Note.schema

  // MARK: Adding

  @Test("A new item takes every field typed, each read by its kind")
  func addition() throws {
    let values = try schema.addition(from: [
      "boardId": .text(" 2 "), "title": .text(" Buy milk "), "weight": .text("2"),
      "pinned": .text("yes"), "dueOn": .text("2026-12-24"), "level": .text("low"),
      "tags": .text("home, soon"),
    ]).values
    #expect(
      values == [
        "boardId": .integer(2), "title": .text("Buy milk"), "weight": .number(2),
        "pinned": .boolean(true), "dueOn": .text("2026-12-24"), "level": .text("low"),
        "tags": .list([.text("home"), .text("soon")]),
      ])
  }

  @Test("An optional field not given is left to the server; one cleared is sent as null")
  func optionalFields() throws {
    let values = try schema.addition(from: [
      "boardId": .text("1"), "title": .text("t"), "weight": .clear,
    ]).values
    #expect(values == ["boardId": .integer(1), "title": .text("t"), "weight": .null])
  }

  @Test("A new item needs every field that is not optional")
  func additionNeedsRequiredFields() {
    #expect(
      throws: ResourceValidationError.invalidFields(["boardId": .missing, "title": .missing])
    ) {
      try schema.addition(from: ["weight": .text("1")])
    }
  }

  @Test("Reports every problem at once, not just the first")
  func reportsEveryProblem() {
    #expect(
      throws: ResourceValidationError.invalidFields([
        "boardId": .notAWholeNumber, "title": .empty, "weight": .notANumber,
        "dueOn": .notADate, "level": .notOneOf(["low", "high"]), "tags": .containsControlCharacters,
      ])
    ) {
      try schema.addition(from: [
        "boardId": .text("one"), "title": .text("   "), "weight": .text("heavy"),
        "pinned": .text("true"), "dueOn": .text("soon"), "level": .text("urgent"),
        "tags": .text("a,\u{1B}b"),
      ])
    }
  }

  @Test("A required field cleared in a new item is missing")
  func additionClearsRequired() {
    #expect(throws: ResourceValidationError.invalidFields(["title": .missing])) {
      try schema.addition(from: ["boardId": .text("1"), "title": .clear])
    }
  }

  @Test("Refuses fields the resource does not have, naming them all, before anything else")
  func unknownFields() {
    #expect(throws: ResourceValidationError.unknownFields(["id", "zebra"])) {
      try schema.addition(from: ["zebra": .text("1"), "id": .text("2"), "title": .text("")])
    }
  }

  // MARK: Changing

  @Test("A change takes only the fields given")
  func changes() throws {
    #expect(
      try schema.changes(from: ["title": .text("New"), "pinned": .clear]).values
        == ["title": .text("New"), "pinned": .null])
  }

  @Test("A change of nothing is refused")
  func nothingToChange() {
    #expect(throws: ResourceValidationError.nothingToChange) { try schema.changes(from: [:]) }
  }

  @Test("A required field cannot be cleared, nor emptied")
  func cannotClearRequired() {
    #expect(
      throws: ResourceValidationError.invalidFields([
        "title": .cannotBeCleared, "boardId": .cannotBeCleared,
      ])
    ) {
      try schema.changes(from: ["title": .clear, "boardId": .value(.null)])
    }
    #expect(throws: ResourceValidationError.invalidFields(["title": .empty])) {
      try schema.changes(from: ["title": .text("")])
    }
  }

  // MARK: Values from elsewhere

  @Test("Checks values from a body and returns them in canonical form")
  func checked() throws {
    let values = try schema.checked(
      [
        "boardId": .integer(1), "title": .text("t"), "weight": .integer(2),
        "dueOn": .text("2026-12-24"), "tags": .list([]),
      ], requireAll: true)
    #expect(
      values == [
        "boardId": .integer(1), "title": .text("t"), "weight": .number(2),
        "dueOn": .text("2026-12-24"), "tags": .list([]),
      ])
  }

  @Test("Checks values from a body by the same rules as typed ones")
  func checkedRefuses() {
    #expect(
      throws: ResourceValidationError.invalidFields([
        "boardId": .missing, "title": .notText, "weight": .notANumber,
      ])
    ) {
      try schema.checked(
        ["boardId": .null, "title": .integer(1), "weight": .number(.nan)], requireAll: true)
    }
    #expect(throws: ResourceValidationError.invalidFields(["boardId": .cannotBeCleared])) {
      try schema.checked(["boardId": .null], requireAll: false)
    }
    #expect(throws: ResourceValidationError.unknownFields(["owner"])) {
      try schema.checked(["owner": .text("me")], requireAll: false)
    }
  }

  @Test("A change from a body may be empty: that is the caller's to refuse")
  func checkedEmpty() throws {
    #expect(try schema.checked([:], requireAll: false) == [:])
  }

  // MARK: One input

  @Test("An input gives a field its value: typed text read, a value checked, or none")
  func fieldInput() throws {
    let board = try #require(schema.field("boardId"))
    let weight = try #require(schema.field("weight"))
    #expect(try FieldInput.text(" 7 ").value(of: board) == .integer(7))
    #expect(try FieldInput.value(.integer(7)).value(of: weight) == .number(7))
    #expect(try FieldInput.clear.value(of: board) == .null)
    #expect(throws: FieldProblem.notAWholeNumber) {
      try FieldInput.value(.text("7")).value(of: board)
    }
  }

  @Test("The app's rules are checked with the kinds, every problem at once")
  func rules() {
    let schema = ResourceSchema<Note>(
      singular: "Note", plural: "Notes", storageName: "notes",
      fields: [
        ResourceField(.boardID, \.boardID, rules: [.range(1...100)]),
        ResourceField(.title, \.title, rules: [.length(1...5)]),
      ])
    #expect(
      throws: ResourceValidationError.invalidFields([
        "boardId": .tooLarge(maximum: 100), "title": .tooLong(maximum: 5),
      ])
    ) {
      try schema.addition(from: ["boardId": .text("101"), "title": .text("Too long")])
    }
  }
}

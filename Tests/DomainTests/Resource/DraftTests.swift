import Domain
import DomainMocks
import Foundation
import Testing

@Suite("Draft")
struct DraftTests {
  static let note = Note(
    id: 3, boardID: 1, title: "a/b", weight: 2.5, pinned: false,
    dueOn: Date(timeIntervalSince1970: 1_798_104_600), level: .high, tags: ["home"])

  @Test("Is set and read by property, typed")
  func byProperty() {
    var draft = Draft<Note>()
    draft[\.title] = "Buy milk"
    draft[\.weight] = .some(nil)
    draft[\.level] = .high
    #expect(draft[\.title] == "Buy milk")
    #expect(draft[\.level] == .some(.high))
    #expect(draft[\.pinned] == nil)
    #expect(draft.values == ["title": .text("Buy milk"), "weight": .null, "level": .text("high")])
    draft[\.title] = nil
    #expect(draft.values["title"] == nil)
  }

  @Test("Leaves a property that is not a field alone")
  func notAField() {
    var draft = Draft<Note>()
    draft[\.id] = 7
    #expect(draft.isEmpty)
    #expect(draft[\.id] == nil)
  }

  @Test("Makes the item its fields describe, with an identifier")
  func item() throws {
    let draft = try Draft<Note>(checking: [
      "boardId": .integer(1), "title": .text("a/b"), "weight": .number(2.5),
      "pinned": .boolean(false), "dueOn": .text("2026-12-24T09:30:00Z"), "level": .text("high"),
      "tags": .list([.text("home")]),
    ])
    #expect(try draft.item(id: 3) == Self.note)
    #expect(try Draft(Self.note).item(id: 3) == Self.note)
  }

  @Test("A whole number where the item has a number, and a date alone, make the item")
  func looseValues() throws {
    let draft = try Draft<Note>(checking: [
      "boardId": .integer(1), "title": .text("t"), "weight": .integer(2),
      "dueOn": .text("2026-12-24"),
    ])
    let note = try draft.item(id: 1)
    #expect(note.weight == 2)
    #expect(note.dueOn == Date(timeIntervalSince1970: 1_798_070_400))
  }

  @Test("Fields that do not make an item make none; a required one cleared is refused when checked")
  func refusesItem() throws {
    #expect(throws: DecodingError.self) {
      try Draft<Note>(checking: ["title": .text("t")]).item(id: 1)
    }
    #expect(throws: ResourceValidationError.invalidFields(["title": .cannotBeCleared])) {
      try Draft<Note>(checking: ["boardId": .integer(1), "title": .null])
    }
  }

  @Test("Writes its fields over an item's, clearing those set to none, keeping its identifier")
  func applied() throws {
    var draft = Draft<Note>()
    draft[\.title] = "New"
    draft[\.weight] = .some(nil)
    draft[\.tags] = .some([])
    var expected = Self.note
    expected.title = "New"
    expected.weight = nil
    expected.tags = []
    #expect(try draft.applied(to: Self.note) == expected)
  }

  @Test("A draft whose value is not of its field's kind does not apply")
  func appliedRefuses() throws {
    var draft = Draft<Note>()
    draft[\.title] = "t"
    let broken = try Draft<Note>(checking: ["level": .text("high")]).merging(draft)
    #expect(try broken.applied(to: Self.note).level == .high)
    #expect(throws: DecodingError.self) {
      try Draft<Note>().item(id: 1)
    }
  }

  @Test("Its changes from another are the fields whose values differ, as their kinds read them")
  func changes() {
    var wanted = Draft(Self.note)
    wanted[\.title] = "New"
    wanted[\.weight] = 2.5
    #expect(wanted.changes(from: Draft(Self.note)).values == ["title": .text("New")])
    var original = Draft(Self.note)
    original[\.weight] = 2
    var same = Draft(Self.note)
    same[\.weight] = 2
    #expect(same.changes(from: original).isEmpty)
  }

  @Test("Merging lays another draft's fields over its own")
  func merging() {
    var first = Draft<Note>()
    first[\.title] = "One"
    first[\.pinned] = true
    var second = Draft<Note>()
    second[\.title] = "Two"
    let merged = first.merging(second)
    #expect(merged[\.title] == "Two")
    #expect(merged[\.pinned] == .some(true))
  }
}

import Domain
import DomainMocks
import Foundation
import Testing

/// A resource to describe badly: each test builds a schema of it with one mistake.
struct Sketch: Resource {
  var id: Int
  var boardID: Int
  var title: String
  var extra: Int?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case boardID = "boardId"
    case title, extra
  }

  static let schema = sketch()

  static let fields = [
    ResourceField<Sketch>(.boardID, \.boardID), ResourceField(.title, \.title),
    ResourceField(.extra, \.extra),
  ]

  static func sketch(
    collection: PathTemplate = "/boards/{boardId}/sketches", item: PathTemplate? = nil,
    summary: CodingKeys? = nil, fields: [ResourceField<Sketch>] = fields
  ) -> ResourceSchema<Sketch> {
    ResourceSchema(
      singular: "Sketch", plural: "Sketches", collection: collection, item: item,
      summary: summary, fields: fields)
  }
}

/// A resource whose coding keys forget `id`.
struct Keyless: Resource {
  var id = 0
  var title: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case title
  }

  static let schema = ResourceSchema<Keyless>(
    singular: "Keyless", plural: "Keyless", collection: "/keyless",
    fields: [ResourceField(.title, \.title)])
}

@Suite("Resource schema")
struct ResourceSchemaTests {
  static let note = Note(
    id: 3, boardID: 1, title: "Buy milk", weight: 2.5, pinned: true,
    dueOn: Date(timeIntervalSince1970: 1_798_070_400), level: .high, tags: ["home", "soon"])

  @Test("Says a resource's names, paths, actions and fields once")
  func describesNote() {
    let schema = Note.schema
    #expect(schema.names == ResourceNames(singular: "Note", plural: "Notes"))
    #expect(schema.collection == "/boards/{boardId}/notes")
    #expect(schema.item == "/notes/{id}")
    #expect(schema.actions == [.list, .show, .add, .edit, .delete])
    #expect(
      schema.fields.map(\.key) == [
        "boardId", "title", "weight", "pinned", "dueOn", "level", "tags",
      ])
    #expect(schema.summaryKey == "title")
    #expect(schema.collectionParameters == [PathParameter(name: "boardId", kind: .integer)])
    #expect(schema.itemParameters.isEmpty)
    #expect(schema.inconsistencies.isEmpty)
  }

  @Test(
    "By default a resource may only be read, and its item lives under the collection's last word")
  func defaults() {
    let schema = Sketch.sketch()
    #expect(schema.actions == [.list, .show])
    #expect(schema.item == "/sketches/{id}")
    #expect(
      ResourceSchema<Sketch>(
        singular: "Sketch", plural: "Sketches", collection: "/{boardId}", fields: Sketch.fields
      ).item
        == "/sketches/{id}")
  }

  @Test("An item path of its own brings the parameters it shares with the collection")
  func itemParameters() {
    let schema = Sketch.sketch(item: "/boards/{boardId}/sketches/{id}")
    #expect(schema.itemParameters == [PathParameter(name: "boardId", kind: .integer)])
    #expect(schema.inconsistencies.isEmpty)
  }

  @Test("Finds a field by its key")
  func field() {
    #expect(Note.schema.field("dueOn")?.label == "Due on")
    #expect(Note.schema.field("due_on") == nil)
    #expect(Note.schema.field("id") == nil)
  }

  @Test("Reads every field's value of an item, by key")
  func values() {
    #expect(
      Note.schema.values(of: Self.note) == [
        "boardId": .integer(1), "title": .text("Buy milk"), "weight": .number(2.5),
        "pinned": .boolean(true), "dueOn": .text("2026-12-24T00:00:00Z"), "level": .text("high"),
        "tags": .list([.text("home"), .text("soon")]),
      ])
    #expect(
      Note.schema.values(of: .mock(id: 4)) == [
        "boardId": .integer(1), "title": .text("Note 4"), "weight": .null, "pinned": .null,
        "dueOn": .null, "level": .null, "tags": .null,
      ])
  }

  @Test("Sums an item up in a line: its summary field, shown as text")
  func summary() {
    #expect(Note.schema.summary(of: Self.note) == "Buy milk")
    let byBoard = Sketch.sketch(summary: .boardID)
    #expect(byBoard.summary(of: Sketch(id: 1, boardID: 9, title: "t")) == "9")
    let byExtra = Sketch.sketch(summary: .extra)
    #expect(byExtra.summary(of: Sketch(id: 1, boardID: 9, title: "t")) == "–")
  }

  @Test("Without a text field, sums up with the first field; without fields, with nothing")
  func summaryDefaults() {
    let numbers = Sketch.sketch(fields: [
      ResourceField(.extra, \.extra), ResourceField(.boardID, \.boardID),
    ])
    #expect(numbers.summaryKey == "extra")
    let empty = Sketch.sketch(fields: [])
    #expect(empty.summaryKey == nil)
    #expect(empty.summary(of: Sketch(id: 1, boardID: 1, title: "t")) == "")
  }

  @Test(
    "Names every way a schema does not hold together",
    arguments: [
      (Sketch.sketch(), [String]()),
      (
        Sketch.sketch(fields: [ResourceField(.boardID, \.boardID), ResourceField(.title, \.title)]),
        ["coding key `extra` has no field"]
      ),
      (
        Sketch.sketch(fields: Sketch.fields + [ResourceField(.title, \.title)]),
        ["a field is listed twice"]
      ),
      (
        Sketch.sketch(fields: Sketch.fields + [ResourceField(.id, \.id)]),
        ["`id` is a field; it is implicit"]
      ),
      (Sketch.sketch(summary: .id), ["the summary `id` is not a field"]),
      (
        Sketch.sketch(item: "/sketches/{slug:String}"),
        [
          "the item path /sketches/{slug:String} has no `{id}`",
          "the item path's `slug` is not the collection path's",
        ]
      ),
      (
        Sketch.sketch(item: "/sketches/{id:String}"),
        ["the item path /sketches/{id:String} has no `{id}`"]
      ),
      (
        Sketch.sketch(item: "/lists/{listId}/sketches/{id}"),
        ["the item path's `listId` is not the collection path's"]
      ),
      (
        Sketch.sketch(collection: "/boards/{boardId/sketches"),
        ["the collection path's `{boardId` is not a parameter: write `{name}` or `{name:String}`"]
      ),
      (
        Sketch.sketch(item: "/sketches/{id}/{part:string}"),
        ["the item path's `{part:string}` is not a parameter: write `{name}` or `{name:String}`"]
      ),
    ])
  func inconsistencies(schema: ResourceSchema<Sketch>, expected: [String]) {
    #expect(schema.inconsistencies == expected)
  }

  @Test("Names coding keys that forget `id`")
  func keyless() {
    #expect(Keyless.schema.inconsistencies == ["no coding key is `id`"])
  }
}

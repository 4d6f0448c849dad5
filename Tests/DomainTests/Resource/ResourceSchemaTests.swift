import Domain
import DomainMocks
import Foundation
import Testing

/// A resource to describe badly: each test builds a schema of it with one mistake.
struct Sketch: Resource {
  var id: String
  var boardID: Int
  var title: String
  var extra: Int?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id
    case boardID = "boardId"
    case title, extra
  }

  /// The board a sketch is on.
  struct Address: ResourceAddress {
    var boardID: Int

    enum CodingKeys: String, CodingKey {
      case boardID = "boardId"
    }

    static let parts = [AddressPart(CodingKeys.boardID, \Address.boardID)]
  }

  static let schema = sketch()

  static let fields = [
    ResourceField<Sketch>(.boardID, \.boardID), ResourceField(.title, \.title),
    ResourceField(.extra, \.extra),
  ]

  static func sketch(
    storageName: String = "sketches", actions: [ResourceAction] = [.list, .show],
    parent: ResourceParent<Sketch>? = nil, fields: [ResourceField<Sketch>] = fields
  ) -> ResourceSchema<Sketch> {
    ResourceSchema(
      singular: "Sketch", plural: "Sketches", storageName: storageName, actions: actions,
      parent: parent, fields: fields)
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
    singular: "Keyless", plural: "Keyless", storageName: "keyless",
    fields: [ResourceField(.title, \.title)])
}

@Suite("Resource schema")
struct ResourceSchemaTests {
  static let note = Note(
    id: 3, boardID: 1, title: "Buy milk", weight: 2.5, pinned: true,
    dueOn: Date(timeIntervalSince1970: 1_798_070_400), level: .high, tags: ["home", "soon"])

  @Test("Says what a resource is once: its names, the name its data is kept under, its actions")
  func describesNote() {
    let schema = Note.schema
    #expect(schema.names == ResourceNames(singular: "Note", plural: "Notes"))
    #expect(schema.storageName == "notes")
    #expect(schema.actions == [.list, .show, .add, .edit, .delete])
    #expect(schema.customActions.isEmpty)
    #expect(
      schema.fields.map(\.key) == [
        "boardId", "title", "weight", "pinned", "dueOn", "level", "tags",
      ])
    #expect(Note.Address.parts.map(\.key) == ["boardId"])
    #expect(schema.parent == nil)
    #expect(schema.inconsistencies.isEmpty)
  }

  @Test("By default a resource may only be read")
  func defaults() {
    #expect(Keyless.schema.actions == [.list, .show])
    #expect(Keyless.schema.allows(.show))
    #expect(!Keyless.schema.allows(.add))
  }

  @Test("An action of the app's own is a write, and listed among the custom ones")
  func customActions() {
    let schema = Sketch.sketch(actions: [.list, .show, .custom("archive")])
    #expect(schema.customActions == [.custom("archive")])
    #expect(ResourceAction.custom("archive").isWrite)
    #expect(ResourceAction.custom("archive").isCustom)
    #expect(!ResourceAction.list.isWrite)
    #expect(schema.inconsistencies.isEmpty)
  }

  @Test("Finds a field by its key, and by its property")
  func field() {
    #expect(Note.schema.field("dueOn")?.kind == .date)
    #expect(Note.schema.field("due_on") == nil)
    #expect(Note.schema.field("id") == nil)
    #expect(Note.schema.field(for: \Note.title)?.key == "title")
    #expect(Note.schema.field(for: \Note.id) == nil)
  }

  @Test("Reads every field's value of an item, by key")
  func values() {
    #expect(
      Note.schema.values(of: Self.note) == [
        "boardId": .integer(1), "title": .text("Buy milk"), "weight": .number(2.5),
        "pinned": .boolean(true), "dueOn": .text("2026-12-24"), "level": .text("high"),
        "tags": .list([.text("home"), .text("soon")]),
      ])
    #expect(
      Note.schema.values(of: .mock(id: 4)) == [
        "boardId": .integer(1), "title": .text("Note 4"), "weight": .null, "pinned": .null,
        "dueOn": .null, "level": .null, "tags": .null,
      ])
  }

  @Test("An address reads its parts by name, and is made from them, checked")
  func address() throws {
    let address = Note.Address(boardID: 7)
    #expect(address.values == ["boardId": .integer(7)])
    #expect(try Note.Address(values: ["boardId": .integer(7)]) == address)
    #expect(throws: ResourceValidationError.invalidFields(["boardId": .missing])) {
      try Note.Address(values: [:])
    }
    #expect(throws: ResourceValidationError.invalidFields(["boardId": .notAWholeNumber])) {
      try Note.Address(values: ["boardId": .text("seven")])
    }
    #expect(try Note.Address(naming: [:]) == Note.Address(boardID: 0))
    #expect(NoAddress().values.isEmpty)
  }

  @Test("A parent makes the address of the list under one of its items")
  func parent() throws {
    let parent = ResourceParent<Sketch>(Note.self, key: .boardID)
    #expect(parent.key == "boardId")
    #expect(parent.address(of: Note.mock(id: 5), at: Note.Address(boardID: 1))?.boardID == 5)
    #expect(parent.address(ofAny: Sketch(id: "s", boardID: 1, title: "t"), at: [:]) == nil)
    #expect(Sketch.sketch(parent: parent).inconsistencies.isEmpty)
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
      (
        Sketch.sketch(storageName: "Sketches"),
        ["the storage name `Sketches` is not lowercase letters, digits and -"]
      ),
      (Sketch.sketch(actions: [.list, .list]), ["an action is listed twice"]),
      (
        Sketch.sketch(actions: [.custom("mark-read")]),
        ["the action `mark-read` is not a name of letters"]
      ),
      (
        Sketch.sketch(parent: ResourceParent(Keyless.self, key: .boardID)),
        [String]()
      ),
      (
        Sketch.sketch(parent: ResourceParent(Sketch.self, key: .boardID)),
        ["the address's `boardId` is not of the kind of the parent's id"]
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

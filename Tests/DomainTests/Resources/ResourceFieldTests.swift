import Domain
import DomainMocks
import Foundation
import Testing

@Suite("Resource field")
struct ResourceFieldTests {
  @Test("Takes its name from the coding key, its label from the name in words")
  func names() {
    let field = ResourceField<Note>(.boardID, \.boardID)
    #expect(field.key == "boardId")
    #expect(field.label == "Board ID")
  }

  @Test("A label of its own replaces the one made from the key")
  func customLabel() {
    #expect(ResourceField<Note>(.dueOn, \.dueOn, label: "Deadline").label == "Deadline")
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
}

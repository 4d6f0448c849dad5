import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import Repositories
import Testing

@testable import CLI

extension JSONOutputTests {
  @Test("An item has the server's shape: every field by its wire name, null when absent")
  func item() throws {
    let json = try json(JSONOutput.text(JSONOutput.shown(Tracked.stored(Note.mock(id: 7)))))
    let note = try #require(json["note"] as? [String: Any])
    #expect(
      Set(note.keys) == ["id", "boardId", "title", "weight", "pinned", "dueOn", "level", "tags"])
    #expect(note["boardId"] as? Int == 1)
    #expect(note["weight"] is NSNull)
  }

  @Test("A list carries page, perPage, totalCount (null when unknown), hasMore and the items")
  func resourceList() throws {
    let page = Page(items: [Tracked.stored(Note.mock(id: 1))], page: 2, perPage: 10)
    let json = try json(JSONOutput.text(JSONOutput.list(Feed(page))))
    #expect(Set(json.keys) == ["notes", "page", "perPage", "totalCount", "hasMore"])
    #expect(json["totalCount"] is NSNull)
    #expect(json["page"] as? Int == 2)
  }

  @Test("A write the server applied without answering the item says sent, and unreadable too")
  func sentWithoutItem() throws {
    let empty = Written<Tracked<Note>?>(sent: nil)
    let emptyJSON = try json(JSONOutput.text(JSONOutput.written(empty, Note.self)))
    #expect(Set(emptyJSON.keys) == ["note", "sent"])
    #expect(emptyJSON["sent"] as? Bool == true)
    let garbled = Written<Tracked<Note>?>(
      sent: nil,
      unreadable: ResponseProblem(
        .notJSON(mediaType: nil),
        underlyingError: .decoding(DecodingFailure(path: "", problem: .notJSON))))
    let garbledJSON = try json(JSONOutput.text(JSONOutput.written(garbled, Note.self)))
    #expect(Set(garbledJSON.keys) == ["note", "sent", "unreadable"])
    let saved = Written<Tracked<Note>?>(sent: .stored(.mock(id: 3)))
    #expect(try json(JSONOutput.text(JSONOutput.written(saved, Note.self)))["sent"] == nil)
  }
}

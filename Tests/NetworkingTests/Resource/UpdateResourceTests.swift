import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Update resource")
struct UpdateResourceTests {
  static let changes: Draft<Note> = {
    var changes = Draft<Note>()
    changes[\.title] = "New"
    changes[\.weight] = .some(nil)
    return changes
  }()

  let endpoint = UpdateResource<Note>(
    id: 7, changes: Self.changes, in: Note.Address(boardID: 1), idempotencyKey: "key-2")

  @Test("PATCHes the item with only the changed fields, a cleared one as null, with its key")
  func request() throws {
    #expect(
      try endpoint.request()
        == APIRequest(
          .patch, path: ["notes", "7"], body: Data(#"{"title":"New","weight":null}"#.utf8),
          headers: ["Idempotency-Key": "key-2"]))
  }

  @Test(
    "Sends If-Match the validator it is given, when it is an entity tag a header can carry",
    arguments: [
      (#""v1""#, #""v1""#), ("\"v1\"\r\nX-Evil: 1", nil), (#"W/"v1""#, nil), ("*", nil),
      ("v1", nil), (#""a", "b""#, nil), ("\"", nil),
    ])
  func ifMatch(given: String, sent: String?) throws {
    var edit = endpoint
    edit.ifMatch = given
    #expect(try edit.request().headers["If-Match"] == sent)
    #expect(try endpoint.request().headers["If-Match"] == nil)
  }

  @Test("Fills in the parts of the address the item's path names")
  func itemPathParameters() throws {
    var changes = Draft<Chapter>()
    changes[\.title] = "t"
    let endpoint = UpdateResource<Chapter>(
      id: "3", changes: changes, in: Chapter.Address(slug: "dune"), idempotencyKey: "k")
    #expect(try endpoint.request().path == ["books", "dune", "chapters", "3"])
  }

  @Test("Under edits: .put, PUTs the item as read with the changes applied, a cleared one null")
  func put() throws {
    var changes = Draft<Card>()
    changes[\.title] = "New"
    changes[\.due] = .some(nil)
    let read = Card(id: 4, title: "Old", done: true, due: "2027-01-01")
    let put = UpdateResource<Card>(
      id: 4, changes: changes, current: read, in: NoAddress(), idempotencyKey: "k")
    #expect(
      try put.request()
        == APIRequest(
          .put, path: ["cards", "4"], body: Data(#"{"done":true,"due":null,"title":"New"}"#.utf8),
          headers: ["Idempotency-Key": "k"]))
    // Without the item as read, a PUT would clear what it does not change: none is made.
    let blind = UpdateResource<Card>(id: 4, changes: changes, in: NoAddress(), idempotencyKey: "k")
    #expect(throws: APIError.invalidRequest(.unencodableBody)) { try blind.request() }
  }
}

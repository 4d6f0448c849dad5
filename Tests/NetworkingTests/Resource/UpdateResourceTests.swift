import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

/// A card, which its API takes only whole: an edit is a `PUT`.
struct Card: Resource, RemoteResource {
  var id: Int
  var title: String
  var done: Bool
  var due: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, done, due
  }

  static let schema = ResourceSchema<Card>(
    singular: "Card", plural: "Cards", storageName: "cards", actions: [.list, .show, .edit],
    fields: [
      ResourceField(.title, \.title), ResourceField(.done, \.done), ResourceField(.due, \.due),
    ])

  static let route = ResourceRoute<Card>(collection: "/cards", edits: .put)
}

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

  @Test("Reads the item as the server now has it")
  func decodes() throws {
    let body = Data(#"{"id": 7, "boardId": 1, "title": "New"}"#.utf8)
    #expect(
      try endpoint.decode(body, HTTPResponse(statusCode: 200))
        == .item(Note(id: 7, boardID: 1, title: "New")))
  }

  @Test("An answer without a body is no item, not an error")
  func decodesNothing() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([.status(204)])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    #expect(try await client.send(endpoint) == .noItem(id: nil, unreadable: nil))
    #expect(transport.requests.first?.method == .patch)
    #expect(transport.requests.first?.headers["Idempotency-Key"] == "key-2")
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

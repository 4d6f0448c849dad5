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
}

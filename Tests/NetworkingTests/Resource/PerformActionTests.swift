import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Perform action")
struct PerformActionTests {
  @Test("POSTs to the item's path and the action's name, with no body and its key")
  func request() throws {
    let endpoint = PerformAction<Note>(
      .custom("archive"), id: 7, in: Note.Address(boardID: 1), idempotencyKey: "key-4")
    #expect(
      try endpoint.request()
        == APIRequest(
          .post, path: ["notes", "7", "archive"], headers: ["Idempotency-Key": "key-4"]))
  }

  @Test("POSTs where the route says, when it says")
  func routed() throws {
    let endpoint = PerformAction<Chapter>(
      .custom("markRead"), id: "c1", in: Chapter.Address(slug: "dune"), idempotencyKey: "k")
    #expect(try endpoint.request().path == ["books", "dune", "chapters", "c1", "read"])
  }

  @Test("Reads the item as the action left it, or takes an empty answer as done")
  func decodes() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([.json(#"{"id": 7, "boardId": 1, "title": "t"}"#), .status(204)])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    let endpoint = PerformAction<Note>(
      .custom("archive"), id: 7, in: Note.Address(boardID: 1), idempotencyKey: "k")
    #expect(try await client.send(endpoint) == .item(Note(id: 7, boardID: 1, title: "t")))
    #expect(try await client.send(endpoint) == .noItem(id: nil, unreadable: nil))
  }
}

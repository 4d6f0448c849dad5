import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Delete resource")
struct DeleteResourceTests {
  let endpoint = DeleteResource<Note>(
    id: 7, in: Note.Address(boardID: 1), idempotencyKey: "key-3")
  let transport = MockHTTPTransport()
  var client: RemoteAPIClient { RemoteAPIClient(baseURL: .example, transport: transport) }

  @Test("DELETEs the item, with no body and its key")
  func request() throws {
    #expect(
      try endpoint.request()
        == APIRequest(.delete, path: ["notes", "7"], headers: ["Idempotency-Key": "key-3"]))
  }

  @Test("A 2xx is the whole answer, whatever the body, JSON or not")
  func decodes() async throws {
    transport.enqueue([
      .status(204), .json("{}"), .json("Deleted", headers: ["Content-Type": "text/plain"]),
    ])
    try await client.send(endpoint)
    try await client.send(endpoint)
    try await client.send(endpoint)
    #expect(transport.requests.map(\.method) == [.delete, .delete, .delete])
    #expect(transport.requests.first?.body == nil)
  }

  @Test("A 404 is the server's answer to pass on: telling 'already gone' is the sender's to do")
  func notFound() async {
    transport.enqueue([.json(#"{"detail": "No such note"}"#, status: 404)])
    await #expect(throws: APIError.status(404, message: "No such note")) {
      try await client.send(endpoint)
    }
  }
}

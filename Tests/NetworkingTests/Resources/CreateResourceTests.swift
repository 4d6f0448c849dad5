import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Create resource")
struct CreateResourceTests {
  let endpoint = CreateResource<Note>(
    [
      "boardId": .integer(2), "title": .text("a/b"), "dueOn": .text("2026-12-24T00:00:00Z"),
      "weight": .null,
    ],
    in: ["boardId": .integer(2)], idempotencyKey: "key-1")

  @Test("POSTs the values to the collection as JSON, with its Idempotency-Key")
  func request() throws {
    #expect(
      try endpoint.request()
        == APIRequest(
          .post, path: ["boards", "2", "notes"],
          body: Data(
            #"{"boardId":2,"dueOn":"2026-12-24T00:00:00Z","title":"a/b","weight":null}"#.utf8),
          headers: ["Idempotency-Key": "key-1"]))
  }

  @Test("Sends the body as JSON with the key among the client's own headers")
  func sent() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([.json(#"{"id": 9, "boardId": 2, "title": "a/b"}"#, status: 201)])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    let created = try await client.send(endpoint)
    #expect(created == Note(id: 9, boardID: 2, title: "a/b"))
    let request = try #require(transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "https://api.example.com/boards/2/notes")
    #expect(request.headers["idempotency-key"] == "key-1")
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.body == (try endpoint.request()).body)
  }

  @Test("Builds no request for a collection it cannot name")
  func refusesCollection() {
    let endpoint = CreateResource<Note>(["title": .text("t")], idempotencyKey: "k")
    #expect(throws: APIError.invalidRequest(.invalidPath(.missing("boardId")))) {
      try endpoint.request()
    }
  }

  @Test("Builds no request for a value JSON has no form for")
  func refusesBody() {
    let endpoint = CreateResource<Note>(
      ["weight": .number(.nan)], in: ["boardId": .integer(1)], idempotencyKey: "k")
    #expect(throws: APIError.invalidRequest(.unencodableBody)) { try endpoint.request() }
  }

  @Test("Reads the item as the server made it")
  func decodes() throws {
    let body = Data(#"{"id": 9, "boardId": 2, "title": "t", "tags": []}"#.utf8)
    #expect(
      try endpoint.decode(body, HTTPResponse(statusCode: 201))
        == Note(id: 9, boardID: 2, title: "t", tags: []))
    #expect(throws: APIError.decoding(DecodingFailure(path: "id", problem: .missingField))) {
      try endpoint.decode(
        Data(#"{"boardId": 2, "title": "t"}"#.utf8), HTTPResponse(statusCode: 201))
    }
  }
}

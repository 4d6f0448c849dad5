import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Create resource")
struct CreateResourceTests {
  static let draft: Draft<Note> = {
    var draft = Draft<Note>()
    draft[\.boardID] = 2
    draft[\.title] = "a/b"
    draft[\.dueOn] = Date(timeIntervalSince1970: 1_798_070_400)
    draft[\.weight] = .some(nil)
    return draft
  }()

  let endpoint = CreateResource<Note>(
    Self.draft, to: Note.Address(boardID: 2), idempotencyKey: "key-1")

  @Test("POSTs the fields to the collection as JSON, with its Idempotency-Key")
  func request() throws {
    #expect(
      try endpoint.request()
        == APIRequest(
          .post, path: ["boards", "2", "notes"],
          body: Data(
            #"{"boardId":2,"dueOn":"2026-12-24","title":"a/b","weight":null}"#.utf8),
          headers: ["Idempotency-Key": "key-1"]))
  }

  @Test("Sends the body as JSON with the key among the client's own headers")
  func sent() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([.json(#"{"id": 9, "boardId": 2, "title": "a/b"}"#, status: 201)])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    let created = try await client.send(endpoint)
    #expect(created == .item(Note(id: 9, boardID: 2, title: "a/b")))
    let request = try #require(transport.requests.first)
    #expect(request.method == .post)
    #expect(request.url.absoluteString == "https://api.example.com/boards/2/notes")
    #expect(request.headers["idempotency-key"] == "key-1")
    #expect(request.headers["Content-Type"] == "application/json")
    #expect(request.body == (try endpoint.request()).body)
  }

  @Test("Builds no request for a value JSON has no form for")
  func refusesBody() {
    var draft = Draft<Note>()
    draft[\.weight] = .nan
    let endpoint = CreateResource<Note>(
      draft, to: Note.Address(boardID: 1), idempotencyKey: "k")
    #expect(throws: APIError.invalidRequest(.unencodableBody)) { try endpoint.request() }
  }

  @Test(
    "Understands every answer a server that applied the add may give, and never fails on one",
    arguments: [
      (
        #"{"id": 9, "boardId": 2, "title": "t"}"#, HTTPHeaders(),
        WriteAnswer<Note>.item(Note(id: 9, boardID: 2, title: "t"))
      ),
      (
        #"{"data": {"id": 9, "boardId": 2, "title": "t"}}"#, [:],
        .item(Note(id: 9, boardID: 2, title: "t"))
      ),
      ("", [:], .noItem(id: nil, unreadable: nil)),
      ("", ["Location": "/boards/2/notes/12"], .noItem(id: 12, unreadable: nil)),
      ("", ["Location": "https://api.example.com/notes/13/"], .noItem(id: 13, unreadable: nil)),
      (
        #"{"id": 14}"#, [:],
        .noItem(id: 14, unreadable: DecodingFailure(path: "boardId", problem: .missingField))
      ),
      (
        #"{"id": "abc"}"#, [:],
        .noItem(
          id: nil,
          unreadable: DecodingFailure(path: "id", problem: .wrongType(expected: "a number")))
      ),
      ("Created", [:], .noItem(id: nil, unreadable: DecodingFailure(path: "", problem: .notJSON))),
    ] as [(String, HTTPHeaders, WriteAnswer<Note>)])
  func answers(body: String, headers: HTTPHeaders, expected: WriteAnswer<Note>) throws {
    let answer = try endpoint.decode(
      Data(body.utf8), HTTPResponse(statusCode: 201, headers: headers))
    #expect(answer == expected)
  }

  @Test("Takes a 201 of text, or an empty 204, as applied: a write's answer need not be JSON")
  func anyMediaType() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([
      .json("Created", status: 201, headers: ["Content-Type": "text/plain"]),
      .status(204),
    ])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    #expect(try await client.send(endpoint).item == nil)
    #expect(try await client.send(endpoint) == .noItem(id: nil, unreadable: nil))
  }
}

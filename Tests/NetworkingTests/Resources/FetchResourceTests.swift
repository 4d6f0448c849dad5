import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("Fetch resource")
struct FetchResourceTests {
  let transport = MockHTTPTransport()
  var client: RemoteAPIClient { RemoteAPIClient(baseURL: .example, transport: transport) }

  @Test("Asks for GET on the item's path")
  func request() throws {
    #expect(try FetchResource<Note>(id: 7).request() == APIRequest(.get, path: ["notes", "7"]))
    #expect(
      try FetchResource<Chapter>(id: 7, in: ["slug": .text("dune")]).request()
        == APIRequest(.get, path: ["books", "dune", "chapters", "7"]))
  }

  @Test("Percent-encodes a text parameter, so it cannot add a segment of its own")
  func encodesText() async throws {
    transport.enqueue([.json(#"{"id": 7, "title": "t"}"#)])
    let chapter = try await client.send(
      FetchResource<Chapter>(id: 7, in: ["slug": .text("a b/c?d")]))
    #expect(chapter == Chapter(id: 7, title: "t"))
    #expect(
      transport.requests.map(\.url.absoluteString) == [
        "https://api.example.com/books/a%20b%2Fc%3Fd/chapters/7"
      ])
  }

  @Test(
    "Builds no request for an item it cannot name, and sends nothing",
    arguments: [
      (0, ["slug": PathValue.text("dune")], PathValueError.invalid("id")),
      (-7, ["slug": .text("dune")], .invalid("id")),
      (7, [:], .missing("slug")),
      (7, ["slug": .text("..")], .invalid("slug")),
      (7, ["slug": .text("")], .invalid("slug")),
    ])
  func refusesItem(id: Int, collection: PathValues, error: PathValueError) async {
    await #expect(throws: APIError.invalidRequest(.invalidPath(error))) {
      try await client.send(FetchResource<Chapter>(id: id, in: collection))
    }
    #expect(transport.requests.isEmpty)
  }

  @Test("Reads the item")
  func decodes() throws {
    let body = Data(#"{"id": 7, "boardId": 1, "title": "t", "dueOn": "2026-12-24"}"#.utf8)
    let note = try FetchResource<Note>(id: 7).decode(body, HTTPResponse(statusCode: 200))
    #expect(
      note == Note(id: 7, boardID: 1, title: "t", dueOn: Date(timeIntervalSince1970: 1_798_070_400))
    )
  }

  @Test("Names the field at fault in a broken item")
  func namesFault() {
    let body = Data(#"{"id": 7, "boardId": "one", "title": "t"}"#.utf8)
    #expect(
      throws: APIError.decoding(
        DecodingFailure(path: "boardId", problem: .wrongType(expected: "a number")))
    ) {
      try FetchResource<Note>(id: 7).decode(body, HTTPResponse(statusCode: 200))
    }
  }
}

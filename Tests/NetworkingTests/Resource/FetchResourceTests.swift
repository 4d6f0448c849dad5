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

  @Test("Asks for GET on the item's path, with the parts of the address it names")
  func request() throws {
    #expect(
      try FetchResource<Note>(id: 7, in: Note.Address(boardID: 2)).request()
        == APIRequest(.get, path: ["notes", "7"]))
    #expect(
      try FetchResource<Chapter>(id: "c1", in: Chapter.Address(slug: "dune")).request()
        == APIRequest(.get, path: ["books", "dune", "chapters", "c1"]))
  }

  @Test(
    "Builds no request for an item it cannot name, and sends nothing",
    arguments: [
      ("..", "dune", PathValueError.invalid("id")), ("", "dune", .invalid("id")),
      ("c1", "..", .invalid("slug")), ("c1", "", .invalid("slug")),
    ])
  func refusesItem(id: String, slug: String, error: PathValueError) async {
    await #expect(throws: APIError.invalidRequest(.invalidPath(error))) {
      try await client.send(FetchResource<Chapter>(id: id, in: Chapter.Address(slug: slug)))
    }
    #expect(transport.requests.isEmpty)
  }

  @Test("Reads the item")
  func decodes() throws {
    let body = Data(#"{"id": 7, "boardId": 1, "title": "t", "dueOn": "2026-12-24"}"#.utf8)
    let note = try FetchResource<Note>(id: 7, in: Note.Address(boardID: 1)).decode(
      body, HTTPResponse(statusCode: 200))
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
      try FetchResource<Note>(id: 7, in: Note.Address(boardID: 1)).decode(
        body, HTTPResponse(statusCode: 200))
    }
  }
}

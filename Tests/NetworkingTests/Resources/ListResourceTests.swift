import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

@Suite("List resource")
struct ListResourceTests {
  static let twoNotes =
    #"[{"id": 1, "boardId": 2, "title": "a"}, {"id": 2, "boardId": 2, "title": "b", "level": "high"}]"#
  static let notes = [
    Note(id: 1, boardID: 2, title: "a"), Note(id: 2, boardID: 2, title: "b", level: .high),
  ]

  let page: PageRequest
  let endpoint: ListResource<Note>

  init() throws {
    page = try PageRequest(page: 3, perPage: 20)
    endpoint = ListResource<Note>(["boardId": .integer(2)], page: page)
  }

  func decode(_ json: String = twoNotes, total: String?) throws(APIError) -> Page<Note> {
    var headers = HTTPHeaders()
    headers["X-Total-Count"] = total
    return try endpoint.decode(Data(json.utf8), HTTPResponse(statusCode: 200, headers: headers))
  }

  @Test("Asks for GET on the collection's path, with _page and _limit")
  func request() throws {
    #expect(
      try endpoint.request()
        == APIRequest(
          .get, path: ["boards", "2", "notes"],
          query: [
            URLQueryItem(name: "_page", value: "3"), URLQueryItem(name: "_limit", value: "20"),
          ]))
  }

  @Test("Sends the page's query below the API root")
  func sentURL() async throws {
    let transport = MockHTTPTransport()
    transport.enqueue([.json(Self.twoNotes, headers: ["X-Total-Count": "42"])])
    let client = RemoteAPIClient(baseURL: .example, transport: transport)
    let page = try await client.send(endpoint)
    #expect(page == Page(items: Self.notes, page: 3, perPage: 20, totalCount: 42))
    #expect(
      transport.requests.map(\.url.absoluteString) == [
        "https://api.example.com/boards/2/notes?_page=3&_limit=20"
      ])
  }

  @Test(
    "Builds no request for a collection it cannot name",
    arguments: [
      (PathValues(), PathValueError.missing("boardId")),
      (["boardId": .integer(0)], .invalid("boardId")),
      (["boardId": .text("2")], .invalid("boardId")),
    ])
  func refusesCollection(collection: PathValues, error: PathValueError) throws {
    let endpoint = ListResource<Note>(collection, page: page)
    #expect(throws: APIError.invalidRequest(.invalidPath(error))) { try endpoint.request() }
  }

  @Test("Reads the page, and the total from X-Total-Count")
  func decodesPage() throws {
    #expect(
      try decode(total: "42") == Page(items: Self.notes, page: 3, perPage: 20, totalCount: 42))
  }

  @Test(
    "Believes a total from 0 to a billion, white space around it aside",
    arguments: [("0", 0), (" 42 ", 42), ("1000000000", 1_000_000_000), ("+7", 7)])
  func believesTotal(header: String, total: Int) throws {
    #expect(try decode(total: header).totalCount == total)
  }

  @Test(
    "Refuses a total that cannot be a list's size, rather than believe it",
    arguments: [
      "-1", "1000000001", "9223372036854775808", "many", "", "4 2", "0x10", "٤٢", "1.5",
      "42\u{0}", "\u{1B}[2J",
    ])
  func refusesTotal(header: String) {
    #expect(throws: APIError.invalidHeader(name: "X-Total-Count", value: header)) {
      try decode(total: header)
    }
  }

  @Test("Without a total, takes the answer as the whole list, one page")
  func noTotal() throws {
    #expect(try decode(total: nil) == Page(items: Self.notes, page: 1, perPage: 2, totalCount: 2))
    #expect(try decode("[]", total: nil) == Page(items: [], page: 1, perPage: 1, totalCount: 0))
  }

  @Test("Names the item and field at fault in a broken list")
  func namesFault() {
    #expect(
      throws: APIError.decoding(DecodingFailure(path: "[1].title", problem: .missingField))
    ) {
      try decode(#"[{"id": 1, "boardId": 2, "title": "a"}, {"id": 2, "boardId": 2}]"#, total: nil)
    }
    #expect(
      throws: APIError.decoding(
        DecodingFailure(
          path: "[0].level", problem: .unknownWord("urgent", allowed: ["low", "high"])))
    ) {
      try decode(#"[{"id": 1, "boardId": 2, "title": "a", "level": "urgent"}]"#, total: nil)
    }
    #expect(throws: APIError.decoding(DecodingFailure(path: "", problem: .notJSON))) {
      try decode("<html>", total: nil)
    }
  }
}

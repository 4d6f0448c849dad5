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
    endpoint = ListResource<Note>(Note.Address(boardID: 2), page: page, paging: .jsonServer)
  }

  func decode(_ json: String = twoNotes, total: String?) throws(APIError) -> Page<Note> {
    var headers = HTTPHeaders()
    headers["X-Total-Count"] = total
    return try endpoint.decode(Data(json.utf8), HTTPResponse(statusCode: 200, headers: headers))
  }

  @Test("Asks for GET on the collection's path, with the paging's query")
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

  @Test("Without a total, invents none: the page asked for, as it came")
  func noTotal() throws {
    let page = try decode(total: nil)
    #expect(page == Page(items: Self.notes, page: 3, perPage: 20))
    #expect(page.totalCount == nil)
    #expect(page.isLast)
  }

  @Test("A full page without a total may or may not be followed by another")
  func fullPageWithoutTotal() throws {
    let endpoint = ListResource<Note>(
      Note.Address(boardID: 2), page: try PageRequest(page: 1, perPage: 2), paging: .jsonServer)
    let page = try endpoint.decode(Data(Self.twoNotes.utf8), HTTPResponse(statusCode: 200))
    #expect(page.totalCount == nil)
    #expect(page.mayHaveMore)
    #expect(!page.isLast)
  }

  @Test("More items than were asked for is a server that does not page: cut here, counted whole")
  func serverThatDoesNotPage() throws {
    let endpoint = ListResource<Note>(
      Note.Address(boardID: 2), page: try PageRequest(page: 2, perPage: 1), paging: .jsonServer)
    let page = try endpoint.decode(Data(Self.twoNotes.utf8), HTTPResponse(statusCode: 200))
    #expect(page == Page(items: [Self.notes[1]], page: 2, perPage: 1, totalCount: 2))
  }

  @Test("A resource whose route pages otherwise is asked its way, whatever the API's")
  func routePaging() throws {
    struct Paged: RemoteResource {
      var id: Int
      var title: String
      enum CodingKeys: String, CodingKey, CaseIterable { case id, title }
      static let schema = ResourceSchema<Paged>(
        singular: "Paged", plural: "Paged", storageName: "paged",
        fields: [ResourceField(.title, \.title)])
      static let route = ResourceRoute<Paged>(collection: "/paged", paging: .drf)
    }
    let endpoint = ListResource<Paged>(NoAddress(), page: .first, paging: .jsonServer)
    #expect(endpoint.paging == .drf)
    #expect(try endpoint.request().query.map(\.name) == ["page", "page_size"])
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

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

  @Test("Reads the page, and the total from X-Total-Count")
  func decodesPage() throws {
    #expect(
      try decode(total: "42") == Page(items: Self.notes, page: 3, perPage: 20, totalCount: 42))
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

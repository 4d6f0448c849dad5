import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// One contract for every ``APIClient``, held by the real client and a configured mock, on `Note`:
/// collections at `/boards/{boardId}/notes`, items at `/notes/{id}`.
@Suite("API client contract: a resource", .tags(.contract))
struct ResourceAPIClientContractTests: APIClientContract {
  typealias Implementation = APIClientImplementation

  static let board = Note.Address(boardID: 1)
  /// What the server holds: notes 1 to 23 on board 1.
  static let notes = (1...23).map { Note.mock(id: $0) }

  /// A mock that answers as a server holding ``notes`` does.
  func mock() -> MockAPIClient {
    let mock = MockAPIClient()
    mock.on(FetchResource<Note>.self).answers { call throws(APIError) in
      guard let note = Self.notes.first(where: { $0.id == call.id }) else {
        throw .status(404)
      }
      return note
    }
    mock.on(ListResource<Note>.self).answers { call in Page(slicing: Self.notes, for: call.page) }
    mock.on(UpdateResource<Note>.self).answers { call throws(APIError) in
      guard let note = Self.notes.first(where: { $0.id == call.id }),
        let changed = try? call.changes.applied(to: note)
      else { throw .status(404) }
      return .item(changed)
    }
    return mock
  }

  @Test("Fetches an item", arguments: Implementation.allCases)
  func fetches(implementation: Implementation) async throws {
    let note = try await client(implementation).send(FetchResource<Note>(id: 3, in: Self.board))
    #expect(note == .mock(id: 3))
  }

  @Test("A missing item is a 404", arguments: Implementation.allCases)
  func missing(implementation: Implementation) async {
    await #expect(throws: APIError.status(404)) {
      try await client(implementation).send(FetchResource<Note>(id: 99, in: Self.board))
    }
  }

  @Test(
    "Pages a list with the total, and a page past the end is empty",
    arguments: Implementation.allCases)
  func pages(implementation: Implementation) async throws {
    let sut = client(implementation)
    let last = try await sut.send(
      ListResource<Note>(
        Self.board, page: try PageRequest(page: 3, perPage: 10), paging: .jsonServer))
    #expect(last.items.map(\.id) == [21, 22, 23])
    #expect(last.totalCount == 23)
    let past = try await sut.send(
      ListResource<Note>(
        Self.board, page: try PageRequest(page: 4, perPage: 10), paging: .jsonServer))
    #expect(past.items.isEmpty)
    #expect(past.totalCount == 23)
  }

  @Test(
    "Returns the item as the server stored it after a change", arguments: Implementation.allCases)
  func updates(implementation: Implementation) async throws {
    var changes = Draft<Note>()
    changes[\.title] = "Renamed"
    let answer = try await client(implementation).send(
      UpdateResource<Note>(id: 3, changes: changes, in: Self.board, idempotencyKey: "k1"))
    #expect(answer == .item(Note(id: 3, boardID: 1, title: "Renamed")))
  }

  /// A few lines of server: enough of the REST API for the contract.
  static func serve(_ request: HTTPRequest) throws -> (Data, HTTPResponse) {
    let json = HTTPHeaders(["Content-Type": "application/json"])
    let path = request.url.path.split(separator: "/").map(String.init)
    func encoded(_ value: some Encodable) throws -> Data { try JSONEncoder().encode(value) }
    switch (request.method, path.first, path.count) {
    case (.get, "notes", 2):
      guard let note = notes.first(where: { String($0.id) == path[1] }) else { break }
      return (try encoded(note), HTTPResponse(statusCode: 200, headers: json))
    case (.patch, "notes", 2):
      guard var note = notes.first(where: { String($0.id) == path[1] }),
        let body = request.body,
        let fields = try? JSONDecoder().decode([String: String].self, from: body)
      else { break }
      note.title = fields["title"] ?? note.title
      return (try encoded(note), HTTPResponse(statusCode: 200, headers: json))
    case (.get, "boards", 3) where path[1] == "1" && path[2] == "notes":
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let page = Int(query.first { $0.name == "_page" }?.value ?? "") ?? 1
      let limit = Int(query.first { $0.name == "_limit" }?.value ?? "") ?? 10
      var headers = json
      headers["X-Total-Count"] = String(notes.count)
      let slice = Array(notes.dropFirst((page - 1) * limit).prefix(limit))
      return (try encoded(slice), HTTPResponse(statusCode: 200, headers: headers))
    default:
      break
    }
    return (Data("{}".utf8), HTTPResponse(statusCode: 404, headers: json))
  }
}

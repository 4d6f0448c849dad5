import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import RepositoriesMocks
import Storage
import TestSupport
import Testing

/// The contract of ``ResourceRepository``, held by the real repository (over a mock API client and
/// the in-memory disk) and its mock alike, so tests written on the mock describe the real one.
@Suite("Repository contract: a resource", .tags(.contract))
struct ResourceRepositoryContractTests {
  enum Implementation: String, ContractImplementation { case remote, mock }

  static let board = Note.Address(boardID: 1)
  /// What the server holds: notes 1 to 23 on board 1.
  static let notes = (1...23).map { Note.mock(id: $0) }

  let fixture = StoreFixture()

  /// The notes' repository, backed by a server holding ``notes``, with nothing stored yet.
  func notes(_ implementation: Implementation) -> any ResourceRepository<Note> {
    switch implementation {
    case .remote:
      let api = MockAPIClient()
      api.on(FetchResource<Note>.self).answers { call throws(APIError) in
        guard let note = Self.notes.first(where: { $0.id == call.id }) else {
          throw .status(404)
        }
        return note
      }
      api.on(ListResource<Note>.self).answers { call in
        Page(slicing: Self.notes, for: call.page)
      }
      api.on(CreateResource<Note>.self).answers { call throws(APIError) in
        guard let note = try? call.draft.item(id: 24) else { throw .status(422) }
        return .item(note)
      }
      return RemoteResourceRepository(
        api: api, store: fixture.store, queue: fixture.outbox(api: api), paging: .jsonServer)
    case .mock:
      let mock = MockResourceRepository<Note>()
      mock.item.answers { call throws(RepositoryError) in
        guard case .server(let id) = call.id else { throw .notFound(Subject("note")) }
        guard call.policy == .networkFirst else {
          throw .notStored(Subject("note", id: id), discarded: nil)
        }
        guard let note = Self.notes.first(where: { $0.id == id }) else {
          throw .notFound(Subject("note", id: id))
        }
        return Fetched(.stored(note), freshness: .live)
      }
      mock.list.answers { call in
        Fetched(Page(slicing: Self.notes, for: call.page).map { .stored($0) }, freshness: .live)
      }
      mock.add.answers { call throws(RepositoryError) in
        guard let note = try? call.draft.item(id: 24) else {
          throw .rejected(statusCode: 422, message: nil)
        }
        return Written(sent: .stored(note))
      }
      return mock
    }
  }

  @Test("Reads an item live", arguments: Implementation.allCases)
  func readsLive(implementation: Implementation) async throws {
    let fetched = try await notes(implementation).item(
      .server(3), in: Self.board, policy: .networkFirst)
    #expect(fetched == Fetched(.stored(.mock(id: 3)), freshness: .live))
  }

  @Test("An item the server does not have is notFound", arguments: Implementation.allCases)
  func unknownItem(implementation: Implementation) async {
    await #expect(throws: RepositoryError.notFound(Subject("note", id: 99))) {
      try await notes(implementation).item(.server(99), in: Self.board, policy: .networkFirst)
    }
  }

  @Test("Offline with nothing stored is notStored", arguments: Implementation.allCases)
  func offlineWithNothingStored(implementation: Implementation) async {
    await #expect(throws: RepositoryError.notStored(Subject("note", id: 3), discarded: nil)) {
      try await notes(implementation).item(.server(3), in: Self.board, policy: .storeOnly)
    }
  }

  @Test(
    "Pages a list with the total; past the end is an empty page",
    arguments: Implementation.allCases)
  func pages(implementation: Implementation) async throws {
    let sut = notes(implementation)
    let last = try await sut.list(
      Self.board, page: try PageRequest(page: 3, perPage: 10), policy: .networkFirst)
    #expect(last.value.items.map(\.id) == [.server(21), .server(22), .server(23)])
    #expect(last.value.totalCount == 23)
    let past = try await sut.list(
      Self.board, page: try PageRequest(page: 4, perPage: 10), policy: .networkFirst)
    #expect(past.value.items.isEmpty)
  }

  @Test("An add returns the item as the server named it", arguments: Implementation.allCases)
  func adds(implementation: Implementation) async throws {
    var draft = Draft<Note>()
    draft[\.boardID] = 1
    draft[\.title] = "Buy milk"
    let written = try await notes(implementation).add(draft, to: Self.board)
    #expect(written.value == .stored(Note(id: 24, boardID: 1, title: "Buy milk")))
    #expect(written.queued == nil)
  }
}

import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import TestSupport
import Testing

/// The sync's first and last steps: the outbox sent before anything is read, and the lists of
/// other resources read again after the articles.
@Suite("Sync manager: the outbox and other lists", .tags(.sync), .hangGuard)
struct SyncManagerWritesTests {
  static let board = Note.Address(boardID: 1)

  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()
  /// What the server was asked, in order.
  let log = Recorder<String>()

  var notes: RemoteResourceRepository<Note> {
    RemoteResourceRepository(api: api, store: fixture.store, outbox: outbox, paging: .jsonServer)
  }

  var outbox: Outbox { fixture.outbox(api: api, keys: keys) }

  func sync(lists: [any StoredListRefreshing] = []) async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      api: api, store: fixture.store, locks: fixture.locks, outbox: outbox, lists: lists,
      clock: ImmediateClock(), now: { [fixture] in fixture.now }, pageSize: 10
    ).sync(userID: 1, progress: { _ in })
  }

  /// A server with the profile, 5 articles, and a note board, logging what it is asked.
  func serve() {
    api.on(FetchUser.self).answers { [log] _ in
      log.append("GET user")
      return UserDocument(.mock)
    }
    api.on(FetchArticles.self).answers { [log] call throws(APIError) in
      log.append("GET articles")
      return .mock(try PageRequest.checked(call), totalCount: 5)
    }
    api.on(CreateResource<Note>.self).answers { [log] _ in
      log.append("POST note")
      return .item(Note(id: 9, boardID: 1, title: "Milk"))
    }
    api.on(ListResource<Note>.self).answers { [log] call in
      log.append("GET notes \(call.page.page) of \(call.page.perPage)")
      return Page(items: [.mock(id: 1)], page: 1, perPage: call.page.perPage, totalCount: 1)
    }
  }

  func queueNoteOffline() async throws {
    api.on(CreateResource<Note>.self).fails(with: .transport(.offline))
    let written = try await notes.add(
      try Draft(checking: ["boardId": .integer(1), "title": .text("Milk")]), to: Self.board)
    #expect(written.queued != nil)
  }

  @Test("Sends the outbox before it reads anything, and reports what it sent")
  func sendsOutboxFirst() async throws {
    try await queueNoteOffline()
    serve()
    let summary = try await sync()
    #expect(log.values == ["POST note", "GET user", "GET articles"])
    #expect(summary.outbox == OutboxReport(sent: 1, waiting: 0))
    #expect(try outbox.changes().isEmpty)
  }

  @Test("An outbox that cannot be sent stops the sync before anything is read; the change waits")
  func unreachableOutboxStops() async throws {
    try await queueNoteOffline()
    serve()
    api.on(CreateResource<Note>.self).fails(with: .transport(.cannotConnect))
    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
    ) {
      try await sync()
    }
    #expect(log.values.isEmpty)
    #expect(try outbox.changes().count == 1)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A refused change does not stop the sync; the summary names it")
  func refusedChangeDoesNotStop() async throws {
    try await queueNoteOffline()
    serve()
    api.on(CreateResource<Note>.self).fails(with: .status(422, message: "Title is taken"))
    let summary = try await sync()
    #expect(
      summary.outbox.refused.map(\.state) == [.refused(statusCode: 422, message: "Title is taken")])
    #expect(summary.outbox.waiting == 1)
    #expect(summary.articleCount == 5)
  }

  @Test("Reads again, whole, every list of another resource that was read before")
  func refreshesLists() async throws {
    serve()
    _ = try await notes.list(
      Self.board, page: try PageRequest(page: 1, perPage: 10), policy: .networkFirst)
    let summary = try await sync(lists: [notes])
    #expect(summary.listsRefreshed == 1)
    #expect(log.values == ["GET notes 1 of 10", "GET user", "GET articles", "GET notes 1 of 100"])
  }
}

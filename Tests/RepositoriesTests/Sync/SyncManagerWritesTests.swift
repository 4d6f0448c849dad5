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

/// The sync's two steps: the outbox sent before anything is read, then the lists read again.
@Suite("Sync manager: the outbox and other lists", .tags(.sync), .hangGuard)
struct SyncManagerWritesTests {
  static let board = Note.Address(boardID: 1)

  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()
  /// What the server was asked, in order.
  let log = Recorder<String>()
  /// What the sync reported as it went.
  let progress = Recorder<SyncProgress>()

  var notes: RemoteResourceRepository<Note> {
    RemoteResourceRepository(api: api, store: fixture.store, queue: outbox, paging: .jsonServer)
  }

  var outbox: Outbox { fixture.outbox(api: api, keys: keys) }

  /// A sync of the notes' lists: the app's, with one resource registered.
  func sync() async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: outbox, parts: [notes],
      clock: ImmediateClock(), now: { [fixture] in fixture.now }
    ).sync(progress: progress.append)
  }

  /// A server with a note board, logging what it is asked.
  func serve() {
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

  /// Reads the board's first page, as `strata notes --board-id 1` would, so a sync reads it again.
  func readBoard() async throws {
    _ = try await notes.list(
      Self.board, page: try PageRequest(page: 1, perPage: 10), policy: .networkFirst)
  }

  @Test("Sends the outbox before it reads anything, and reports what it sent")
  func sendsOutboxFirst() async throws {
    serve()
    try await readBoard()
    try await queueNoteOffline()
    serve()
    let summary = try await sync()
    #expect(log.values == ["GET notes 1 of 10", "POST note", "GET notes 1 of 100"])
    #expect(summary.outbox == OutboxReport(sent: 1, waiting: 0))
    #expect(progress.values.first?.sending == summary.outbox)
    #expect(try outbox.changes(nil).changes.isEmpty)
  }

  @Test("An outbox that cannot be sent stops the sync before anything is read; the change waits")
  func unreachableOutboxStops() async throws {
    serve()
    try await readBoard()
    try await queueNoteOffline()
    serve()
    api.on(CreateResource<Note>.self).fails(with: .transport(.cannotConnect))
    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
    ) {
      try await sync()
    }
    #expect(log.values == ["GET notes 1 of 10"])
    #expect(try outbox.changes(nil).changes.count == 1)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A sync stopped while sending reports what went before the stop, then throws the stop")
  func reportsWhatWentBeforeTheStop() async throws {
    serve()
    try await readBoard()
    try await queueNoteOffline()
    try await queueNoteOffline()
    api.on(CreateResource<Note>.self).answers { [log] _ throws(APIError) in
      log.append("POST note")
      guard log.values.count == 2 else { throw .transport(.cannotConnect) }
      return .item(Note(id: 9, boardID: 1, title: "Milk"))
    }
    let stop = RepositoryError.unavailable(
      Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
    await #expect(throws: stop) { try await sync() }
    #expect(log.values == ["GET notes 1 of 10", "POST note", "POST note"])
    #expect(
      progress.values.map(\.sending) == [OutboxReport(sent: 1, waiting: 1, stoppedBy: stop)])
  }

  @Test("A refused change does not stop the sync; the summary names it")
  func refusedChangeDoesNotStop() async throws {
    serve()
    try await readBoard()
    try await queueNoteOffline()
    serve()
    api.on(CreateResource<Note>.self).fails(with: .status(422, message: "Title is taken"))
    let summary = try await sync()
    #expect(
      summary.outbox.refused.map(\.state) == [.refused(statusCode: 422, message: "Title is taken")])
    #expect(summary.outbox.waiting == 1)
    #expect(summary.listsRefreshed == 1)
  }

  @Test("Reads again, whole, every list that was read before")
  func refreshesLists() async throws {
    serve()
    try await readBoard()
    let summary = try await sync()
    #expect(summary.listsRefreshed == 1)
    #expect(log.values == ["GET notes 1 of 10", "GET notes 1 of 100"])
  }
}

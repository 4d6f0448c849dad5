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

/// The sync of a generated resource's lists: the lists read before are read again.
@Suite("Sync manager: a resource's lists", .tags(.sync), .hangGuard)
struct ResourceListSyncTests {
  static let board = Note.Address(boardID: 1)

  let fixture = StoreFixture()
  let api = MockAPIClient()
  let progress = Recorder<SyncProgress>()

  var notes: RemoteResourceRepository<Note> {
    RemoteResourceRepository(
      api: api, store: fixture.store, queue: fixture.outbox(api: api), paging: .jsonServer)
  }

  /// The sync the app makes of one resource: the outbox, then the notes' lists read before.
  func sync() async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: fixture.outbox(api: api),
      parts: [notes], clock: ImmediateClock(), now: { [fixture] in fixture.now }
    ).sync(progress: progress.append)
  }

  /// A server whose board 1 holds `count` notes.
  func serve(count: Int) {
    let all = (0..<count).map { Note.mock(id: $0 + 1) }
    api.on(ListResource<Note>.self).answers { call in Page(slicing: all, for: call.page) }
  }

  /// Reads the board's first page, as `strata notes --board-id 1` would: a list a sync reads again.
  func readBoard() async throws {
    _ = try await notes.list(
      Self.board, page: try PageRequest(page: 1, perPage: 10), policy: .networkFirst)
  }

  /// The stored notes of the board, read back offline the way the app reads them.
  func storedNotes() async throws -> [Tracked<Note>.ID] {
    try await notes.list(
      Self.board, page: try PageRequest(page: 1, perPage: 100), policy: .storeOnly
    ).value.items.map(\.id)
  }

  var index: URL { fixture.url("resource-notes-lists.json") }

  @Test("Every list read before is read again, whole, in pages of 100, through the mocked disk")
  func readsListsReadBefore() async throws {
    serve(count: 3)
    try await readBoard()
    _ = try await notes.list(Note.Address(boardID: 2), page: .first, policy: .networkFirst)
    serve(count: 5)

    let summary = try await sync()

    #expect(summary.listsRefreshed == 2)
    let whole = try PageRequest(page: 1, perPage: 100)
    #expect(
      api.on(ListResource<Note>.self).calls.suffix(2) == [
        ListResource(Self.board, page: whole, paging: .jsonServer),
        ListResource(Note.Address(boardID: 2), page: whole, paging: .jsonServer),
      ])
    #expect(fixture.files.calls.contains(.contents(index.path)))
    #expect(try await storedNotes() == (1...5).map { .server($0) })
  }

  @Test("An I/O error reading the record of lists is a typed error; the lock is freed")
  func listRecordReadError() async throws {
    fixture.files.place(Data("{}".utf8), at: index)
    fixture.files.fail(.read, with: .ioError)
    await #expect(throws: RepositoryError.ioErrorReading(index.path)) {
      try await sync()
    }
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A corrupt record of lists is not an error: the next read starts it anew")
  func corruptListRecord() async throws {
    fixture.files.place(Data("not a document".utf8), at: index)
    serve(count: 2)

    let summary = try await sync()

    #expect(summary.listsRefreshed == 0)
    try await readBoard()
    #expect(try await sync().listsRefreshed == 1)
  }

  @Test("A full disk is a storage failure, and the lock is released")
  func diskFull() async throws {
    serve(count: 5)
    try await readBoard()
    fixture.files.fail(.write, with: .diskFull)
    let error = try await #require(throws: RepositoryError.self) { try await sync() }
    let failure = try #require(error.storeFailure, "Expected a storage failure, got \(error)")
    #expect(failure.reason == .diskFull)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A list that fails to arrive leaves its previous copy whole")
  func failedListKeepsPreviousCopy() async throws {
    serve(count: 3)
    try await readBoard()
    api.on(ListResource<Note>.self).fails(with: .status(503))

    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
    ) {
      try await sync()
    }
    #expect(try await storedNotes() == (1...3).map { .server($0) })
  }

  @Test("Reports each list's pages as they arrive, by the resource's name")
  func reportsProgress() async throws {
    serve(count: 250)
    try await readBoard()
    _ = try await sync()
    #expect(progress.values.map(\.part) == ["notes", "notes", "notes"])
    #expect(progress.values.map(\.pagesDone) == [1, 2, 3])
    #expect(progress.values.last?.itemsDone == 250)
  }
}

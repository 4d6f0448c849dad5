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

/// The sync's own rules, on a sync of one resource's lists: its store and lock first, then the
/// parts registered, in order. (The outbox sent first is `SyncManagerWritesTests`.)
@Suite("Sync manager", .tags(.sync), .hangGuard)
struct SyncManagerTests {
  static let board = Note.Address(boardID: 1)

  let fixture = StoreFixture()
  let api = MockAPIClient()
  let clock = ImmediateClock()
  let progress = Recorder<SyncProgress>()

  var notes: RemoteResourceRepository<Note> {
    RemoteResourceRepository(
      api: api, store: fixture.store, queue: fixture.outbox(api: api), paging: .jsonServer)
  }

  /// The sync the app makes of one resource: the outbox, then the notes' lists read before.
  func sync(parts: [any SyncPart]? = nil) async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: fixture.outbox(api: api),
      parts: parts ?? [notes], clock: clock, now: { [fixture] in fixture.now }
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

  // MARK: The original's three tests
  //
  // The pattern Strata grew from ("swift-protocol-di-testing") tests its `SyncManager` with
  // `testMissingContainer`, `testReadData` and `testReadError`: here they are under the same
  // names, on a SyncManager whose previous copy is the record of which lists to read again.
  // Where Strata departs, the test says so and why; the course maps the original's other names.

  /// The original: `containerURL(for:)` returns `nil`, and `sync()` throws
  /// `SyncError.containerNotAvailable`. Strata: `containerURL(for:)` throws, with the path and
  /// the system's words, and the sync fails before the server is asked for anything.
  @Test("testMissingContainer: a container that cannot be made fails the sync before any request")
  func testMissingContainer() async {
    fixture.fileSystem.makeUnavailable(SystemError(code: ENOENT))
    let path = "/virtual/strata/cache/test"
    let failure = StoreFailure(
      path: path, .system(code: ENOENT, description: "No such file or directory"),
      underlyingError: .containerUnavailable(path: path, SystemError(code: ENOENT)))
    await #expect(throws: RepositoryError.storageFailed(failure)) {
      try await sync()
    }
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
  }

  /// The original: a `MockFileAccessor` holds a file and `loadData()` returns it. But the
  /// original builds `SyncManager(fileAccessor: mock)` and lets the file system default to
  /// `DefaultFileSystemProvider()`: the test quietly asks the real machine for its iCloud
  /// container. Strata has no default across layers: every collaborator is passed in (here, the
  /// mocked disk of `StoreFixture`), so a test cannot touch the real disk by forgetting one.
  @Test("testReadData: the previous copy is read, through the mocked disk, to know what to read")
  func testReadData() async throws {
    serve(count: 3)
    try await readBoard()
    serve(count: 5)

    let summary = try await sync()

    #expect(summary.listsRefreshed == 1)
    #expect(fixture.files.calls.contains(.contents(index.path)))
    #expect(try await storedNotes() == (1...5).map { .server($0) })
  }

  /// The original: the mock's `readError` is `CocoaError(.fileReadCorruptFile)`, and the sync
  /// throws some `SyncError`. Strata keeps the point (a failed read is a typed error, here the
  /// disk's I/O error, and the lock is released) and departs on the example: see the next test.
  @Test("testReadError: an I/O error reading the previous copy is a typed error; the lock is freed")
  func testReadError() async throws {
    fixture.files.place(Data("{}".utf8), at: index)
    fixture.files.fail(.read, with: .ioError)
    await #expect(throws: RepositoryError.ioErrorReading(index.path)) {
      try await sync()
    }
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  /// Where Strata means the opposite of the original's example: a *corrupt* previous copy is
  /// not an error, since a sync is how a person repairs a damaged copy without deleting files by
  /// hand. The damaged record counts as nothing read, and the next read starts it anew.
  @Test("testReadError, departed: a corrupt previous copy is not an error")
  func testReadCorruptFileIsNotAnError() async throws {
    fixture.files.place(Data("not a document".utf8), at: index)
    serve(count: 2)

    let summary = try await sync()

    #expect(summary.listsRefreshed == 0)
    try await readBoard()
    #expect(try await sync().listsRefreshed == 1)
  }

  // MARK: The lock

  @Test("Busy when another process holds the lock for two seconds")
  func busyWhenLocked() async {
    fixture.locks.holdElsewhere()
    await #expect(
      throws: RepositoryError.busy(path: fixture.url("sync.lock").path, holder: "a sync")
    ) {
      try await sync()
    }
    #expect(clock.now.offset == .seconds(2))
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
  }

  @Test("Waits for another sync that finishes quickly")
  func waitsForShortLock() async throws {
    serve(count: 5)
    try await readBoard()
    fixture.locks.holdElsewhere(forAttempts: 5)
    #expect(try await sync().listsRefreshed == 1)
    #expect(clock.sleeps.count == 5)
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

  // MARK: The parts

  @Test("Runs the parts in the order they were registered, and a failing one stops the rest")
  func partsInOrder() async throws {
    let ran = Recorder<String>()
    let first = RecordingPart(name: "first", ran: ran)
    let failing = RecordingPart(
      name: "failing", ran: ran, failure: .rejected(statusCode: 400, message: nil))
    let last = RecordingPart(name: "last", ran: ran)

    #expect(try await sync(parts: [first, last]).listsRefreshed == 2)
    #expect(ran.values == ["first", "last"])

    await #expect(throws: RepositoryError.rejected(statusCode: 400, message: nil)) {
      try await sync(parts: [first, failing, last])
    }
    #expect(ran.values == ["first", "last", "first", "failing"])
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
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

/// A part that records that it ran and adds one list to the summary, or fails.
private struct RecordingPart: SyncPart {
  let name: String
  let ran: Recorder<String>
  var failure: RepositoryError?

  func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) {
    ran.append(name)
    if let failure { throw failure }
    summary.listsRefreshed += 1
  }
}

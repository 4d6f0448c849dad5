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

/// Reading a resource: network first, the stored copy when the server cannot be reached, and
/// the changes waiting in the outbox shown at once.
@Suite("Remote resource repository", .tags(.offline), .hangGuard)
struct RemoteResourceRepositoryTests: ResourceRepositoryTesting {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()

  // MARK: Lists

  @Test("Reads a page live, and keeps a copy that serves it offline")
  func listsLive() async throws {
    serve()
    let live = try await repository.list(Self.board, page: first, policy: .networkFirst)
    #expect(live == Fetched(page(Self.notes.map { .stored($0) }), freshness: .live))
    #expect(
      api.on(ListResource<Note>.self).calls == [
        ListResource(Self.board, page: first, paging: .jsonServer)
      ])

    let stored = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(
      stored
        == Fetched(
          page(Self.notes.map { .stored($0) }),
          freshness: .stored(at: fixture.now, reason: .offlineRequested)))
    #expect(api.on(ListResource<Note>.self).calls.count == 1)
  }

  @Test("Paged by cursor, page N is reached from page 1, each page with the cursor before it")
  func byCursor() async throws {
    api.on(ListResource<Note>.self).answers { call throws(APIError) in
      let number = call.cursor.flatMap { Int($0.dropFirst(6)) } ?? 1
      return Page(
        items: [Note(id: number, boardID: 1, title: "n\(number)")], page: call.page.page,
        perPage: 1, nextCursor: number < 2 ? "after-\(number + 1)" : nil)
    }
    let repository = RemoteResourceRepository<Note>(
      api: api, store: fixture.store, queue: fixture.outbox(api: api, keys: keys),
      paging: .cursor)
    let second = try await repository.list(
      Self.board, page: try PageRequest(page: 2, perPage: 1), policy: .networkFirst)
    #expect(second.value.items.map(\.id) == [.server(2)] && second.value.page == 2)
    #expect(api.on(ListResource<Note>.self).calls.map(\.cursor) == [nil, "after-2"])
    let third = try await repository.list(
      Self.board, page: try PageRequest(page: 3, perPage: 1), policy: .networkFirst)
    #expect(third.value.items.isEmpty && third.value.isLast)
  }

  @Test("A 416 past the last range is an empty page when the first page answers, PostgREST's way")
  func pastTheLastRange() async throws {
    api.on(ListResource<Note>.self).answers { call throws(APIError) in
      guard call.page.page == 1 else { throw .status(416, message: nil) }
      return Page(items: Self.notes, page: 1, perPage: call.page.perPage, totalCount: 3)
    }
    let fourth = try PageRequest(page: 4, perPage: first.perPage)
    let read = try await repository.list(Self.board, page: fourth, policy: .networkFirst)
    #expect(read.value.items.isEmpty && (read.value.totalCount, read.value.hasMore) == (3, false))
  }

  @Test("A 404 past the last page is an empty page when the first page answers, DRF's way")
  func pastTheLastPage() async throws {
    api.on(ListResource<Note>.self).answers { call throws(APIError) in
      guard call.page.page == 1 else { throw .status(404, message: "Invalid page.") }
      return Page(items: Self.notes, page: 1, perPage: call.page.perPage, totalCount: 3)
    }
    let fourth = try PageRequest(page: 4, perPage: first.perPage)
    let read = try await repository.list(Self.board, page: fourth, policy: .networkFirst)
    #expect(read.value.items.isEmpty && read.value.page == 4 && read.freshness == .live)
    #expect((read.value.totalCount, read.value.hasMore) == (3, false))
    #expect(api.on(ListResource<Note>.self).calls.map(\.page.page) == [4, 1])
    // A 404 for a page the first page's total covers is not found, and so is every page, the first
    // included, once the first page is a 404 too.
    func isMissing(_ error: RepositoryError?) -> Bool {
      if case .notFound(_, "Invalid page."?) = error { true } else { false }
    }
    let second = try PageRequest(page: 2, perPage: 1)
    #expect(
      isMissing(
        await #expect(throws: RepositoryError.self) {
          try await repository.list(Self.board, page: second, policy: .networkFirst)
        }))
    api.on(ListResource<Note>.self).fails(with: .status(404, message: "Invalid page."))
    for request in [fourth, first] {
      #expect(
        isMissing(
          await #expect(throws: RepositoryError.self) {
            try await repository.list(Self.board, page: request, policy: .networkFirst)
          }))
    }
  }

  @Test("An empty page past the first, with no total, says nothing of the list's length")
  func emptyPageWithoutTotal() async throws {
    api.on(ListResource<Note>.self).answers { call throws(APIError) in
      call.page.page == 1
        ? Page(items: Array(Self.notes.prefix(2)), page: 1, perPage: 2, hasMore: true)
        : Page(items: [], page: call.page.page, perPage: 2, hasMore: false)
    }
    let pageOne = try PageRequest(page: 1, perPage: 2)
    _ = try await repository.list(Self.board, page: pageOne, policy: .networkFirst)
    _ = try await repository.list(
      Self.board, page: try PageRequest(page: 5, perPage: 2), policy: .networkFirst)
    let stored = try await repository.list(Self.board, page: pageOne, policy: .storeOnly)
    #expect(stored.value.items.count == 2 && stored.value.totalCount == nil)
  }

  @Test("Serves the stored copy when the server cannot be reached, saying why")
  func listFallsBack() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    api.on(ListResource<Note>.self).fails(with: .transport(.cannotConnect))
    let fetched = try await repository.list(Self.board, page: first, policy: .networkFirst)
    let why = RepositoryError.unavailable(
      Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))
    #expect(
      fetched
        == Fetched(
          page(Self.notes.map { .stored($0) }),
          freshness: .stored(at: fixture.now, reason: .serverUnavailable(why))))
  }

  @Test("Unreachable with nothing stored, or offline with nothing stored, says so")
  func listWithoutCopy() async {
    api.on(ListResource<Note>.self).fails(with: .status(503))
    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
    ) {
      try await repository.list(Self.board, page: first, policy: .networkFirst)
    }
    await #expect(throws: RepositoryError.notStored(Subject("notes"), discarded: nil)) {
      try await repository.list(Self.board, page: first, policy: .storeOnly)
    }
  }

  @Test("Never hides a refusal behind the stored copy")
  func listRefusal() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    api.on(ListResource<Note>.self).fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(Subject("notes"))) {
      try await repository.list(Self.board, page: first, policy: .networkFirst)
    }
  }

  @Test("Keeps each collection apart")
  func collectionsApart() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    await #expect(throws: RepositoryError.notStored(Subject("notes"), discarded: nil)) {
      try await repository.list(Note.Address(boardID: 2), page: first, policy: .storeOnly)
    }
  }

  // MARK: Waiting changes, shown

  @Test("A queued edit shows the item as it will be, marked pending")
  func overlaysEdit() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    goOffline()
    _ = try await edit(2, ["title": .text("New")], in: Self.board)

    let fetched = try await repository.list(Self.board, page: first, policy: .storeOnly)
    var edited = Note.mock(id: 2)
    edited.title = "New"
    #expect(
      fetched.value
        == page([.stored(.mock(id: 1)), .stored(edited, pending: true), .stored(.mock(id: 3))]))
    #expect(
      try await repository.item(.server(2), in: Self.board, policy: .storeOnly).value
        == .stored(edited, pending: true))
  }

  @Test("A queued add is shown first on the first page, known by its change, never a made-up id")
  func overlaysAdd() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    goOffline()
    _ = try await repository.add(
      try draft(["boardId": .integer(1), "title": .text("Milk")]), to: Self.board)

    let added = Tracked<Note>.unsent(
      try draft(["boardId": .integer(1), "title": .text("Milk")]), change: 1)
    let fetched = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(fetched.value == page([added] + Self.notes.map { .stored($0) }))
    #expect(
      try await repository.item(.unsent(change: 1), in: Self.board, policy: .networkFirst)
        == Fetched(added, isPending: true))
    let second = try await repository.list(
      Self.board, page: try PageRequest(page: 2, perPage: 10), policy: .storeOnly)
    #expect(second.value.items.isEmpty)
  }

  @Test("A queued delete hides the item, from the list and on its own")
  func overlaysDelete() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    goOffline()
    _ = try await delete(2, in: Self.board)

    let fetched = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(fetched.value == page([.stored(.mock(id: 1)), .stored(.mock(id: 3))]))
    await #expect(throws: RepositoryError.notFound(Subject("note", id: 2))) {
      try await repository.item(.server(2), in: Self.board, policy: .networkFirst)
    }
  }

  @Test(
    "A change made to an item read on its own (`note edit 2`) shows in the list it is in, and the other way round"
  )
  func overlaysAcrossReads() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    goOffline()
    _ = try await edit(2, ["title": .text("Two")], in: Note.Address(boardID: 0))
    _ = try await delete(3, in: Note.Address(boardID: 0))
    _ = try await edit(1, ["title": .text("One")], in: Self.board)

    var one = Note.mock(id: 1)
    one.title = "One"
    var two = Note.mock(id: 2)
    two.title = "Two"
    let fetched = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(fetched.value == page([.stored(one, pending: true), .stored(two, pending: true)]))

    api.on(FetchResource<Note>.self).returns(.mock(id: 1))
    #expect(
      try await repository.item(.server(1), in: Note.Address(boardID: 0), policy: .networkFirst)
        .value
        == .stored(one, pending: true))
    await #expect(throws: RepositoryError.notFound(Subject("note", id: 3))) {
      try await repository.item(.server(3), in: Note.Address(boardID: 0), policy: .networkFirst)
    }
  }

  @Test("A change waiting in another collection is not shown in this one")
  func otherCollection() async throws {
    serve()
    goOffline()
    _ = try await repository.add(
      try draft(["boardId": .integer(2), "title": .text("Elsewhere")]), to: Note.Address(boardID: 2)
    )
    serve()
    let fetched = try await repository.list(Self.board, page: first, policy: .networkFirst)
    #expect(fetched.value == page(Self.notes.map { .stored($0) }))
  }

  // MARK: Items

  @Test("Reads an item live and keeps it; offline, finds it in a stored list too")
  func items() async throws {
    api.on(FetchResource<Note>.self).returns(.mock(id: 7))
    #expect(
      try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
        == Fetched(.stored(.mock(id: 7))))
    #expect(api.on(FetchResource<Note>.self).calls == [FetchResource(id: 7, in: Self.board)])
    #expect(
      try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
        == Fetched(
          .stored(.mock(id: 7)), freshness: .stored(at: fixture.now, reason: .offlineRequested)))

    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    #expect(
      try await repository.item(.server(3), in: Self.board, policy: .storeOnly).value.item
        == .mock(id: 3))
  }
}

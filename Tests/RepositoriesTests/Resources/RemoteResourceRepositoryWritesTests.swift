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

/// Writing a resource through the outbox, and refreshing its stored lists.
@Suite("Remote resource repository: writes", .tags(.offline), .hangGuard)
struct RemoteResourceRepositoryWritesTests: ResourceRepositoryTesting {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()
  let first: PageRequest

  init() throws {
    first = try PageRequest(page: 1, perPage: 10)
  }

  @Test("Adds online: the item as the server made it")
  func addsOnline() async throws {
    api.on(CreateResource<Note>.self).returns(Note(id: 9, boardID: 1, title: "Milk"))
    let written = try await repository.add(
      ["boardId": .integer(1), "title": .text("Milk")], in: Self.board)
    #expect(written == Written(sent: Note(id: 9, boardID: 1, title: "Milk")))
    #expect(try fixture.outboxStorage.entries().isEmpty)
  }

  @Test("Adds offline: the item as it will be, with the change that waits")
  func addsOffline() async throws {
    goOffline()
    let values: FieldValues = ["boardId": .integer(1), "title": .text("Milk")]
    let written = try await repository.add(values, in: Self.board)
    let waiting = change(1, .add, target: Self.board, fields: values)
    #expect(
      written
        == Written(
          queued: Note(id: -1, boardID: 1, title: "Milk"),
          QueuedChange(change: waiting, reason: Self.offline, waiting: 1)))
  }

  @Test("A refused add throws the refusal and keeps nothing")
  func addRefused() async throws {
    api.on(CreateResource<Note>.self).fails(with: .status(422, message: "Title is taken"))
    await #expect(throws: RepositoryError.rejected(statusCode: 422, message: "Title is taken")) {
      try await repository.add(["boardId": .integer(1), "title": .text("Milk")], in: Self.board)
    }
    #expect(try fixture.outboxStorage.entries().isEmpty)
  }

  @Test("Edits online: the item as the server now has it")
  func editsOnline() async throws {
    api.on(UpdateResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "New"))
    let written = try await repository.edit(
      7, in: Self.board, changes: ["title": .text("New")], seen: nil)
    #expect(written == Written<Note?>(sent: Note(id: 7, boardID: 1, title: "New")))
  }

  @Test("A write the server took is said as sent even when its copy cannot be kept")
  func sentWithoutCopy() async throws {
    fixture.files.fail(.write, with: .diskFull)
    api.on(CreateResource<Note>.self).returns(Note(id: 9, boardID: 1, title: "Milk"))
    let added = try await repository.add(
      ["boardId": .integer(1), "title": .text("Milk")], in: Self.board)
    #expect(added == Written(sent: Note(id: 9, boardID: 1, title: "Milk")))

    let seen = Note(id: 7, boardID: 1, title: "Old", weight: 1)
    api.on(FetchResource<Note>.self).returns(seen)
    api.on(UpdateResource<Note>.self).returns(nil)
    let edited = try await repository.edit(
      7, in: Self.board, changes: ["title": .text("New")], seen: seen)
    #expect(edited == Written<Note?>(sent: Note(id: 7, boardID: 1, title: "New", weight: 1)))
  }

  @Test("Tells a conflict from what the person saw, not from what is stored")
  func editConflict() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Theirs"))
    let seen = Note(id: 7, boardID: 1, title: "Old", weight: 1)
    let error = try await #require(throws: RepositoryError.self) {
      try await repository.edit(7, in: Self.board, changes: ["title": .text("Mine")], seen: seen)
    }
    let conflict = try #require(error.conflict)
    #expect(conflict.change.original == ["title": .text("Old")])
    #expect(
      conflict.fields == [
        FieldConflict(
          key: "title", original: .text("Old"), mine: .text("Mine"), theirs: .text("Theirs"))
      ])
    #expect(api.on(UpdateResource<Note>.self).calls.isEmpty)
  }

  @Test("Edits offline: the stored item as it will be, remembering the values it changes from")
  func editsOffline() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(7, in: Self.board, policy: .networkFirst)
    goOffline()
    let written = try await repository.edit(
      7, in: Self.board, changes: ["title": .text("New")], seen: nil)
    let waiting = change(
      1, .edit, target: ["boardId": .integer(1), "id": .integer(7)],
      fields: ["title": .text("New")], original: ["title": .text("Old")])
    #expect(
      written
        == Written<Note?>(
          queued: Note(id: 7, boardID: 1, title: "New"),
          QueuedChange(change: waiting, reason: Self.offline, waiting: 1)))
  }

  @Test("A second edit of a waiting field changes it from the value the first one set")
  func editsTwiceOffline() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(7, in: Self.board, policy: .networkFirst)
    goOffline()
    _ = try await repository.edit(7, in: Self.board, changes: ["title": .text("A")], seen: nil)
    let second = try await repository.edit(
      7, in: Self.board, changes: ["title": .text("B")], seen: nil)
    #expect(second.value == Note(id: 7, boardID: 1, title: "B"))
    #expect(second.queued?.change.original == ["title": .text("A")])
    #expect(second.queued?.waiting == 2)
  }

  @Test("Edits offline an item never read: nothing to show, and no conflict can be told")
  func editsUnknownOffline() async throws {
    goOffline()
    let written = try await repository.edit(
      7, in: Self.board, changes: ["title": .text("New")], seen: nil)
    #expect(written.value == nil)
    #expect(written.queued?.change.original == nil)
    #expect(written.queued?.waiting == 1)
  }

  @Test("Deletes online, or offline with the change waiting")
  func deletes() async throws {
    api.on(DeleteResource<Note>.self).returns(7)
    #expect(try await repository.delete(7, in: Self.board) == Written(sent: 7))
    goOffline()
    let written = try await repository.delete(8, in: Self.board)
    let waiting = change(
      2, .delete, target: ["boardId": .integer(1), "id": .integer(8)], fields: [:])
    #expect(
      written == Written(queued: 8, QueuedChange(change: waiting, reason: Self.offline, waiting: 1))
    )
  }

  /// A change that could never be sent.
  enum Unsendable: CaseIterable, Sendable {
    case editOfAnItemAddedOffline, deleteOfAnItemAddedOffline, addToNoCollection

    var problem: PathValueError {
      self == .addToNoCollection ? .missing("boardId") : .invalid("id")
    }

    func make(with repository: RemoteResourceRepository<Note>) async throws(RepositoryError) {
      switch self {
      case .editOfAnItemAddedOffline:
        _ = try await repository.edit(
          -1, in: board, changes: ["title": .text("Oat milk")], seen: nil)
      case .deleteOfAnItemAddedOffline:
        _ = try await repository.delete(-1, in: board)
      case .addToNoCollection:
        _ = try await repository.add(["boardId": .integer(1), "title": .text("Tea")], in: [:])
      }
    }
  }

  @Test(
    "A change that could never be sent is refused at once and kept nowhere, so it blocks nothing",
    arguments: Unsendable.allCases)
  func unsendable(change: Unsendable) async throws {
    goOffline()
    _ = try await repository.add(["boardId": .integer(1), "title": .text("Milk")], in: Self.board)
    await #expect(
      throws: RepositoryError.invalidRequest(
        underlyingError: .invalidRequest(.invalidPath(change.problem)))
    ) {
      try await change.make(with: repository)
    }
    #expect(try fixture.outboxStorage.entries().count == 1)

    // Back online, what waits is sent, each request built as the real client builds it.
    api.on(CreateResource<Note>.self).answers { call throws(APIError) in
      _ = try call.request()
      return Note(id: 9, boardID: 1, title: "Milk")
    }
    api.on(UpdateResource<Note>.self).answers { call throws(APIError) in
      _ = try call.request()
      return nil
    }
    api.on(DeleteResource<Note>.self).answers { call throws(APIError) in
      try call.request().path.count
    }
    #expect(try await fixture.outbox(api: api, keys: keys).send() == OutboxReport(sent: 1))
  }

  // MARK: Refreshing

  @Test("A sync reads again, whole, every collection read before, and keeps what it read")
  func refreshes() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    _ = try await repository.list(["boardId": .integer(2)], page: first, policy: .networkFirst)
    let now = [Note.mock(id: 4), .mock(id: 5)]
    serve(now)

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 2)

    let whole = try PageRequest(page: 1, perPage: 100)
    #expect(
      api.on(ListResource<Note>.self).calls.suffix(2) == [
        ListResource(Self.board, page: whole), ListResource(["boardId": .integer(2)], page: whole),
      ])
    let stored = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(stored.value == page(now.map { Tracked($0) }, total: 2))
  }

  @Test("A sync brings an item kept on its own up to date from a list that holds it")
  func refreshesKeptItemFromList() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(7, in: Self.board, policy: .networkFirst)
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    serve([.mock(id: 1), Note(id: 7, boardID: 1, title: "Listed")])

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 1)

    #expect(api.on(FetchResource<Note>.self).calls.count == 1)
    let stored = try await repository.item(7, in: Self.board, policy: .storeOnly)
    #expect(stored.value.value.title == "Listed")
  }

  @Test("A sync reads again an item kept on its own that no list holds, or forgets it when gone")
  func refreshesKeptItemAlone() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(7, in: Self.board, policy: .networkFirst)
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "New"))

    // Stored since the sync began (by its own sending, say): as fresh as a read, not read again.
    #expect(try await repository.refreshStoredLists(storedBefore: fixture.now) == 0)
    #expect(api.on(FetchResource<Note>.self).calls.count == 1)

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    let stored = try await repository.item(7, in: Self.board, policy: .storeOnly)
    #expect(stored.value.value.title == "New")

    api.on(FetchResource<Note>.self).fails(with: .status(404, message: nil))
    _ = try await repository.refreshStoredLists(storedBefore: .distantFuture)
    await #expect(throws: RepositoryError.notStored(Subject("note", id: 7), discarded: nil)) {
      try await repository.item(7, in: Self.board, policy: .storeOnly)
    }
    #expect(api.on(FetchResource<Note>.self).calls.count == 3)
  }

  @Test("A kept item the server refuses to give stops being read again, its copy left as it is")
  func refreshRefusedKeptItem() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(7, in: Self.board, policy: .networkFirst)
    api.on(FetchResource<Note>.self).fails(with: .status(403, message: nil))

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)

    #expect(api.on(FetchResource<Note>.self).calls.count == 2)
    let stored = try await repository.item(7, in: Self.board, policy: .storeOnly)
    #expect(stored.value.value.title == "Old")
  }

  @Test("With nothing read before, a sync reads nothing")
  func refreshesNothing() async throws {
    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
  }

  @Test("A store that cannot be read, or written, fails the refresh")
  func refreshStoreFails() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    let list = fixture.url("resource-notes-list-boardId-1.json").path
    fixture.files.fail(.write, with: .diskFull)
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(path: list, .diskFull, underlyingError: .outOfSpace(path: list)))
    ) {
      try await repository.refreshStoredLists(storedBefore: .distantFuture)
    }
    let index = fixture.url("resource-notes-lists.json").path
    fixture.files.fail(.read, with: .ioError)
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(
          path: index, .system(code: EIO, description: "Input/output error"),
          underlyingError: .readFailed(path: index, SystemError(code: EIO))))
    ) {
      try await repository.refreshStoredLists(storedBefore: .distantFuture)
    }
  }

  @Test("A refresh that fails leaves the stored copy as it was")
  func refreshFails() async throws {
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    api.on(ListResource<Note>.self).fails(with: .status(500))
    await #expect(
      throws: RepositoryError.unavailable(
        Unavailability(.serverError(statusCode: 500), underlyingError: .status(500)))
    ) {
      try await repository.refreshStoredLists(storedBefore: .distantFuture)
    }
    let stored = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(stored.value == page(Self.notes.map { Tracked($0) }))
  }
}

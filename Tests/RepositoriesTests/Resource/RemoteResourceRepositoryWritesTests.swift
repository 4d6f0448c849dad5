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

  static let milk: FieldValues = ["boardId": .integer(1), "title": .text("Milk")]

  @Test("Adds online: the item as the server made it")
  func addsOnline() async throws {
    api.on(CreateResource<Note>.self).returns(.item(Note(id: 9, boardID: 1, title: "Milk")))
    let written = try await repository.add(try draft(Self.milk), to: Self.board)
    #expect(written == Written(sent: .stored(Note(id: 9, boardID: 1, title: "Milk"))))
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("Adds offline: the item as it will be, known by its change, with the change that waits")
  func addsOffline() async throws {
    goOffline()
    let written = try await repository.add(try draft(Self.milk), to: Self.board)
    let waiting = change(1, .add, target: Self.board.values, fields: Self.milk)
    #expect(
      written
        == Written(
          queued: .unsent(try draft(Self.milk), change: 1),
          QueuedChange(change: waiting, reason: Self.offline, waiting: 1)))
  }

  @Test("With no list stored, the adds queued here are listed all the same, offline or not")
  func queuedAddsWithoutAStoredList() async throws {
    goOffline()
    _ = try await repository.add(try draft(Self.milk), to: Self.board)
    for policy in [ReadPolicy.storeOnly, .networkFirst] {
      let listed = try await repository.list(Self.board, page: first, policy: policy)
      #expect(listed.value.items == [.unsent(try draft(Self.milk), change: 1)])
      #expect(listed.isPending)
      guard case .stored(let at, _) = listed.freshness else {
        Issue.record("\(policy): shown as live")
        continue
      }
      #expect(at == fixture.now)
    }
    // Another board has nothing queued: nothing stored is still said as such.
    await #expect(throws: RepositoryError.notStored(Subject("notes"), discarded: nil)) {
      try await repository.list(Note.Address(boardID: 2), page: first, policy: .storeOnly)
    }
  }

  @Test(
    "An add the server applied but whose answer holds no item is sent, never a failure",
    arguments: [
      (WriteAnswer<Note>.noItem(id: nil, unreadable: nil), Tracked<Note>?.none, false),
      (.noItem(id: 12, unreadable: nil), .stored(Note(id: 12, boardID: 1, title: "Milk")), false),
      (
        .noItem(id: nil, unreadable: DecodingFailure(path: "", problem: .notJSON)), nil, true
      ),
    ])
  func addsWithoutItem(answer: WriteAnswer<Note>, item: Tracked<Note>?, unreadable: Bool)
    async throws
  {
    api.on(CreateResource<Note>.self).returns(answer)
    let written = try await repository.add(try draft(Self.milk), to: Self.board)
    #expect(written.value == item)
    #expect(written.queued == nil)
    #expect((written.unreadableAnswer != nil) == unreadable)
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("A refused add throws the refusal and keeps nothing")
  func addRefused() async throws {
    api.on(CreateResource<Note>.self).fails(with: .status(422, message: "Title is taken"))
    await #expect(throws: RepositoryError.rejected(statusCode: 422, message: "Title is taken")) {
      try await repository.add(try draft(Self.milk), to: Self.board)
    }
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("Edits online: the item as the server now has it")
  func editsOnline() async throws {
    let seen = Note(id: 7, boardID: 1, title: "Old")
    api.on(FetchResource<Note>.self).returns(seen)
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "New")))
    let written = try await edit(7, ["title": .text("New")], seen: seen)
    #expect(written == Written(sent: .stored(Note(id: 7, boardID: 1, title: "New"))))
    #expect(
      api.on(UpdateResource<Note>.self).calls.map(\.changes.values) == [["title": .text("New")]])
  }

  @Test("An edit answered 2xx with more than can be read is the item as changed, never as before")
  func editAnsweredTooLarge() async throws {
    // Item 7 is kept, so the copy from before is there to be shown by mistake.
    let seen = Note(id: 7, boardID: 1, title: "Old")
    api.on(FetchResource<Note>.self).returns(seen)
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    let tooLarge = APIError.transport(.responseTooLarge(limit: 4096, statusCode: 200))
    api.on(UpdateResource<Note>.self).fails(with: tooLarge)
    let written = try await edit(7, ["title": .text("New")], seen: seen)
    #expect(written.value == .stored(Note(id: 7, boardID: 1, title: "New")))
    #expect(
      written.unreadableAnswer == ResponseProblem(.tooLarge(limit: 4096), underlyingError: tooLarge)
    )
    #expect(written.queued == nil)
  }

  @Test("An edit that changes nothing sends nothing, and is the item as it was")
  func editsNothing() async throws {
    let seen = Note(id: 7, boardID: 1, title: "Same")
    let written = try await edit(7, ["title": .text("Same")], seen: seen)
    #expect(written == Written(sent: .stored(seen)))
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("A write the server took is said as sent even when its copy cannot be kept, and why")
  func sentWithoutCopy() async throws {
    // Item 7 is kept, so its edit and its delete each have a copy to write.
    let seen = Note(id: 7, boardID: 1, title: "Old", weight: 1)
    api.on(FetchResource<Note>.self).returns(seen)
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    fixture.files.fail(.write, with: .diskFull)
    api.on(CreateResource<Note>.self).returns(.item(Note(id: 9, boardID: 1, title: "Milk")))
    let added = try await repository.add(try draft(Self.milk), to: Self.board)
    #expect(added.value == .stored(Note(id: 9, boardID: 1, title: "Milk")))
    #expect(added.queued == nil)
    #expect(Self.isDiskFull(added.storeFailure))

    api.on(UpdateResource<Note>.self).returns(.noItem(id: nil, unreadable: nil))
    let edited = try await edit(7, ["title": .text("New")], seen: seen)
    #expect(edited.value == .stored(Note(id: 7, boardID: 1, title: "New", weight: 1)))
    #expect(Self.isDiskFull(edited.storeFailure))

    api.on(DeleteResource<Note>.self).returns(())
    let deleted = try await repository.perform(.delete, on: .server(7), in: Self.board)
    #expect(deleted.value == nil)
    #expect(Self.isDiskFull(deleted.storeFailure))
    #expect(fixture.keptChanges.isEmpty)
  }

  /// Whether `failure` is the store's "disk full", as `fixture.files` fails every write.
  static func isDiskFull(_ failure: RepositoryError?) -> Bool {
    guard case .storageFailed(let store)? = failure else { return false }
    return store.reason == .diskFull
  }

  @Test("Tells a conflict from what the person saw, not from what is stored")
  func editConflict() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Theirs"))
    let seen = Note(id: 7, boardID: 1, title: "Old", weight: 1)
    let error = try await #require(throws: RepositoryError.self) {
      try await edit(7, ["title": .text("Mine")], seen: seen, in: Self.board)
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

  @Test("Edits offline: the item as it will be, remembering the values it changes from")
  func editsOffline() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    goOffline()
    let written = try await edit(7, ["title": .text("New")])
    let waiting = change(
      1, .edit, target: ["id": .integer(7)], fields: ["title": .text("New")],
      original: ["title": .text("Old")])
    #expect(
      written
        == Written(
          queued: .stored(Note(id: 7, boardID: 1, title: "New"), pending: true),
          QueuedChange(change: waiting, reason: Self.offline, waiting: 1)))
  }

  @Test("A second edit of a waiting field changes it from the value the first one set")
  func editsTwiceOffline() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    goOffline()
    _ = try await edit(7, ["title": .text("A")])
    let second = try await edit(7, ["title": .text("B")])
    #expect(second.value?.item == Note(id: 7, boardID: 1, title: "B"))
    #expect(second.queued?.change.original == ["title": .text("A")])
    #expect(second.queued?.waiting == 2)
  }

  @Test("Editing an item added here changes its waiting add: one change, nothing sent")
  func editsUnsentAdd() async throws {
    goOffline()
    let added = try #require(try await repository.add(try draft(Self.milk), to: Self.board).value)
    var wanted = added.draft
    wanted[\.title] = "Oat milk"
    let written = try await repository.edit(added, to: wanted, in: Self.board)
    #expect(written.value == .unsent(wanted, change: 1))
    let waiting = try fixture.outbox(api: api, keys: keys).changes(nil).changes
    #expect(waiting.map(\.fields) == [["boardId": .integer(1), "title": .text("Oat milk")]])
  }

  @Test("An edit of an item added here that makes its add too large is refused; the add waits")
  func editsUnsentAddPastTheLimit() async throws {
    goOffline()
    let added = try #require(try await repository.add(try draft(Self.milk), to: Self.board).value)
    var wanted = added.draft
    // 900 tags of 99 letters: valid values, together past the 64 KiB one change may hold.
    wanted[\.tags] = Array(repeating: String(repeating: "x", count: 99), count: 900)
    let refused = await #expect(throws: RepositoryError.self) {
      _ = try await repository.edit(added, to: wanted, in: Self.board)
    }
    if case .storageFailed(let failure)? = refused {
      #expect(failure.reason == .entryTooLarge(limit: Outbox.maximumChangeBytes))
    } else {
      Issue.record("Refused with \(String(describing: refused)), not as too large to keep")
    }
    let waiting = try fixture.outbox(api: api, keys: keys).changes(nil)
    #expect(waiting.changes.map(\.fields) == [Self.milk])
    #expect(waiting.unreadable.isEmpty)
  }

  @Test("Deleting an item added here discards its waiting add; it is then gone")
  func deletesUnsentAdd() async throws {
    goOffline()
    _ = try await repository.add(try draft(Self.milk), to: Self.board)
    let written = try await repository.perform(.delete, on: .unsent(change: 1), in: Self.board)
    #expect(written.value == nil)
    #expect(fixture.keptChanges.isEmpty)
    // Not found in the outbox, which is all that was asked: no server was.
    await #expect(throws: RepositoryError.notFound(.unsent("note", change: 1))) {
      try await repository.perform(.delete, on: .unsent(change: 1), in: Self.board)
    }
  }

  @Test("Deletes online, or offline with the change waiting")
  func deletes() async throws {
    api.on(DeleteResource<Note>.self).returns(())
    #expect(try await delete(7) == Written(sent: nil))
    goOffline()
    let written = try await delete(8)
    let waiting = change(2, .delete, target: ["id": .integer(8)], fields: [:])
    #expect(
      written
        == Written(queued: nil, QueuedChange(change: waiting, reason: Self.offline, waiting: 1))
    )
  }

  @Test("Does an action of the resource's own, online or queued, the item as it left it")
  func actions() async throws {
    api.on(PerformAction<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "Archived")))
    let done = try await repository.perform(.custom("archive"), on: .server(7), in: Self.board)
    #expect(done == Written(sent: .stored(Note(id: 7, boardID: 1, title: "Archived"))))
    goOffline()
    let queued = try await repository.perform(.custom("archive"), on: .server(7), in: Self.board)
    #expect(queued.value == .stored(Note(id: 7, boardID: 1, title: "Archived"), pending: true))
    #expect(queued.queued?.change.action == .custom("archive"))
  }

  @Test("An action cannot be done to an item the server has not made yet")
  func actionOnUnsent() async throws {
    goOffline()
    _ = try await repository.add(try draft(Self.milk), to: Self.board)
    await #expect(throws: RepositoryError.self) {
      try await repository.perform(.custom("archive"), on: .unsent(change: 1), in: Self.board)
    }
    #expect(fixture.keptChanges.count == 1)
  }

  @Test("A change whose request cannot be built is refused at once and kept nowhere")
  func unsendable() async throws {
    goOffline()
    _ = try await repository.add(try draft(Self.milk), to: Self.board)
    var wanted = Draft(Note(id: 7, boardID: 1, title: "t"))
    wanted[\.weight] = .nan
    await #expect(
      throws: RepositoryError.invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
    ) {
      try await repository.edit(
        .stored(Note(id: 7, boardID: 1, title: "t")), to: wanted, in: Self.board)
    }
    #expect(fixture.keptChanges.count == 1)
  }

  // MARK: Refreshing

  @Test("A sync brings an item kept on its own up to date from a list that holds it")
  func refreshesKeptItemFromList() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    serve()
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    serve([.mock(id: 1), Note(id: 7, boardID: 1, title: "Listed")])

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 1)

    #expect(api.on(FetchResource<Note>.self).calls.count == 1)
    let stored = try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
    #expect(stored.value.item?.title == "Listed")
  }

  @Test("A sync reads again an item kept on its own that no list holds, or forgets it when gone")
  func refreshesKeptItemAlone() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "New"))

    // Stored since the sync began (by its own sending, say): as fresh as a read, not read again.
    #expect(try await repository.refreshStoredLists(storedBefore: fixture.now) == 0)
    #expect(api.on(FetchResource<Note>.self).calls.count == 1)

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    let stored = try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
    #expect(stored.value.item?.title == "New")

    api.on(FetchResource<Note>.self).fails(with: .status(404, message: nil))
    _ = try await repository.refreshStoredLists(storedBefore: .distantFuture)
    await #expect(throws: RepositoryError.notStored(Subject("note", id: 7), discarded: nil)) {
      try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
    }
    #expect(api.on(FetchResource<Note>.self).calls.count == 3)
  }

  @Test("A copy stored at a time still to come, by a clock set wrong, is read again")
  func refreshesCopyFromTheFuture() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "New"))

    // The copy says `fixture.now`; the sync begins a day before it.
    let dayBefore = fixture.now.addingTimeInterval(-86_400)
    #expect(try await repository.refreshStoredLists(storedBefore: dayBefore) == 0)
    #expect(api.on(FetchResource<Note>.self).calls.count == 2)
    let stored = try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
    #expect(stored.value.item?.title == "New")
  }

  @Test("A kept item the server refuses to give stops being read again, its copy left as it is")
  func refreshRefusedKeptItem() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old"))
    _ = try await repository.item(.server(7), in: Self.board, policy: .networkFirst)
    api.on(FetchResource<Note>.self).fails(with: .status(403, message: nil))

    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)

    #expect(api.on(FetchResource<Note>.self).calls.count == 2)
    let stored = try await repository.item(.server(7), in: Self.board, policy: .storeOnly)
    #expect(stored.value.item?.title == "Old")
  }

  @Test("With nothing read before, a sync reads nothing")
  func refreshesNothing() async throws {
    #expect(try await repository.refreshStoredLists(storedBefore: .distantFuture) == 0)
    #expect(api.on(ListResource<Note>.self).calls.isEmpty)
  }
}

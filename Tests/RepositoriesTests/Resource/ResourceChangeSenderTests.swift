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

@Suite("Resource change sender")
struct ResourceChangeSenderTests {
  static let board = Note.Address(boardID: 1)
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  let fixture = StoreFixture()
  let api = MockAPIClient()

  var sender: ResourceChangeSender<Note> { ResourceChangeSender(api: api, store: fixture.store) }

  /// The copies the repository keeps, read back offline the way the app reads them.
  var repository: RemoteResourceRepository<Note> {
    RemoteResourceRepository(
      api: api, store: fixture.store, queue: fixture.outbox(api: api), paging: .jsonServer)
  }

  func change(
    _ action: PendingChange.Action, id: Int? = nil, _ fields: FieldValues = [:],
    original: FieldValues? = nil
  ) -> PendingChange {
    var target = Self.board.values
    if let id { target["id"] = .integer(id) }
    return PendingChange(
      id: 1, action: action, resource: "notes", target: target, fields: fields,
      original: original, queuedAt: Self.now, idempotencyKey: "key-1")
  }

  /// What an edit of the title from "Old" to "Mine" comes to once the item is read again: sent,
  /// or, when the server's title is "Theirs", a conflict.
  static func titleEdit(sent: Bool) -> SendResult {
    sent
      ? .sent(itemID: .integer(7))
      : .conflict([
        FieldConflict(
          key: "title", original: .text("Old"), mine: .text("Mine"), theirs: .text("Theirs"))
      ])
  }

  func storedNote(_ id: Int) async throws -> Note {
    try #require(
      try await repository.item(.server(id), in: Self.board, policy: .storeOnly).value.item)
  }

  @Test("Sends the changes of its resource, named as the outbox names it")
  func names() {
    #expect(sender.resource == "notes")
    #expect(sender.itemName == "note")
  }

  // MARK: Adding

  @Test("Adds with a POST of the values and the change's key, and keeps the new item")
  func add() async throws {
    let values: FieldValues = ["boardId": .integer(1), "title": .text("Milk")]
    api.on(CreateResource<Note>.self).returns(.item(Note(id: 9, boardID: 1, title: "Milk")))
    #expect(await sender.send(change(.add, values)) == .sent(itemID: .integer(9)))
    #expect(
      api.on(CreateResource<Note>.self).calls == [
        CreateResource(try Draft(checking: values), to: Self.board, idempotencyKey: "key-1")
      ])
    #expect(try await storedNote(9) == Note(id: 9, boardID: 1, title: "Milk"))
  }

  // MARK: Editing

  @Test("Edits with a PATCH of only the changed fields, and keeps the item the server returns")
  func edit() async throws {
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "New")))
    #expect(
      await sender.send(change(.edit, id: 7, ["title": .text("New")]))
        == .sent(itemID: .integer(7)))
    #expect(
      api.on(UpdateResource<Note>.self).calls == [
        UpdateResource(
          id: 7, changes: try Draft(checking: ["title": .text("New")]), in: Self.board,
          idempotencyKey: "key-1")
      ])
    #expect(api.on(FetchResource<Note>.self).calls.isEmpty)
    #expect(try await storedNote(7) == Note(id: 7, boardID: 1, title: "New"))
  }

  @Test("An API that takes an item only whole: the edit reads it, then PUTs it changed")
  func put() async throws {
    let read = Card(id: 3, title: "Old", done: true)
    api.on(FetchResource<Card>.self).returns(read)
    api.on(UpdateResource<Card>.self).returns(.noItem(id: nil, unreadable: nil))
    let edit = PendingChange(
      id: 1, action: .edit, resource: "cards", target: ["id": .integer(3)],
      fields: ["title": .text("New")], original: nil, queuedAt: Self.now, idempotencyKey: "key-1")
    let sent = await ResourceChangeSender<Card>(api: api, store: fixture.store).send(edit)
    #expect(sent == .sent(itemID: .integer(3)))
    let put = try #require(api.on(UpdateResource<Card>.self).calls.first)
    #expect(put.current == read && put.idempotencyKey == "key-1")
    #expect(put.changes == (try Draft(checking: ["title": .text("New")])))
  }

  @Test("With what the person saw, reads the item first; an empty answer keeps it changed")
  func editReadsFirst() async throws {
    api.on(FetchResource<Note>.self).returns(Note(id: 7, boardID: 1, title: "Old", weight: 1))
    api.on(UpdateResource<Note>.self).returns(.noItem(id: nil, unreadable: nil))
    let sent = await sender.send(
      change(.edit, id: 7, ["title": .text("New")], original: ["title": .text("Old")]))
    #expect(sent == .sent(itemID: .integer(7)))
    #expect(api.on(FetchResource<Note>.self).calls == [FetchResource(id: 7, in: Self.board)])
    #expect(try await storedNote(7) == Note(id: 7, boardID: 1, title: "New", weight: 1))
  }

  @Test("A field the server changed from what the person saw, to another value, is a conflict")
  func conflict() async {
    api.on(FetchResource<Note>.self).returns(
      Note(id: 7, boardID: 1, title: "Theirs", weight: 2, level: .high))
    let sent = await sender.send(
      change(
        .edit, id: 7, ["title": .text("Mine"), "weight": .number(3), "level": .null],
        original: ["title": .text("Old"), "weight": .number(2), "level": .text("low")]))
    #expect(
      sent
        == .conflict([
          FieldConflict(key: "level", original: .text("low"), mine: .null, theirs: .text("high")),
          FieldConflict(
            key: "title", original: .text("Old"), mine: .text("Mine"), theirs: .text("Theirs")),
        ]))
    #expect(api.on(UpdateResource<Note>.self).calls.isEmpty)
  }

  @Test(
    "An edit refused 412, the item changed between its read and its write: read and compared again, it goes If-Match the new tag",
    arguments: [("Old", true), ("Theirs", false)])
  func validatorChanged(titleThen: String, sentAgain: Bool) async throws {
    let reads = Box(0)
    api.on(Validating<FetchResource<Note>>.self).answers { _ in
      let first = reads.change { $0 += 1 } == 1
      return Validated(
        Note(id: 7, boardID: 1, title: first ? "Old" : titleThen), etag: first ? #""v1""# : #""v2""#
      )
    }
    api.on(UpdateResource<Note>.self).answers { call throws(APIError) in
      guard call.ifMatch == #""v2""# else { throw .status(412, message: nil) }
      return .item(Note(id: 7, boardID: 1, title: "Mine"))
    }
    let sent = await sender.send(
      change(.edit, id: 7, ["title": .text("Mine")], original: ["title": .text("Old")]))
    #expect(reads.value == 2)
    #expect(
      api.on(UpdateResource<Note>.self).calls.map(\.ifMatch)
        == (sentAgain ? [#""v1""#, #""v2""#] : [#""v1""#]))
    #expect(sent == Self.titleEdit(sent: sentAgain))
  }

  @Test("An edit goes If-Match the validator of the read before it, when the server gave one")
  func validatorRead() async throws {
    api.on(Validating<FetchResource<Note>>.self).returns(
      Validated(Note(id: 7, boardID: 1, title: "Old"), etag: #""v1""#))
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "Mine")))
    let sent = await sender.send(
      change(.edit, id: 7, ["title": .text("Mine")], original: ["title": .text("Old")]))
    #expect(sent == .sent(itemID: .integer(7)))
    #expect(api.on(UpdateResource<Note>.self).calls.map(\.ifMatch) == [#""v1""#])
  }

  @Test(
    "A field the change does not touch, or one the server already has as the change sets it, is no conflict",
    arguments: [
      // The server changed other fields, which are neither compared nor sent.
      (
        Note(id: 7, boardID: 1, title: "Old", weight: 99, pinned: true), ["title": .text("Mine")],
        ["title": .text("Old")]
      ),
      // The value already set: a change sent twice.
      (Note(id: 7, boardID: 1, title: "Mine"), ["title": .text("Mine")], ["title": .text("Old")]),
      // As the outbox keeps it, 3.0 comes back the integer 3.
      (
        Note(id: 7, boardID: 1, title: "t", weight: 3), ["weight": .integer(3)],
        ["weight": .integer(2)]
      ),
      // Dates and numbers are compared as their fields read them, not as JSON spells them.
      (
        Note(
          id: 7, boardID: 1, title: "t", weight: 2,
          dueOn: Date(timeIntervalSince1970: 1_798_070_400)),
        ["weight": .integer(5), "dueOn": .text("2027-01-01T00:00:00Z")],
        ["weight": .integer(2), "dueOn": .text("2026-12-24")]
      ),
    ] as [(Note, FieldValues, FieldValues)])
  func noConflict(server: Note, fields: FieldValues, original: FieldValues) async {
    api.on(FetchResource<Note>.self).returns(server)
    api.on(UpdateResource<Note>.self).returns(.noItem(id: nil, unreadable: nil))
    let sent = await sender.send(change(.edit, id: 7, fields, original: original))
    #expect(sent == .sent(itemID: .integer(7)))
    #expect(
      api.on(UpdateResource<Note>.self).calls.map { $0.changes.values.keys.sorted() }
        == [fields.keys.sorted()])
  }

  @Test("A change that cannot be sent as kept is set apart, never refused in the server's name")
  func unsendable() async {
    let noItem = RepositoryError.invalidRequest(
      underlyingError: .invalidRequest(.invalidPath(.missing("id"))))
    #expect(await sender.send(change(.edit, ["title": .text("t")])) == .unsendable(noItem))
    #expect(await sender.send(change(.delete)) == .unsendable(noItem))
    let unknownField = await sender.send(change(.edit, id: 7, ["colour": .text("red")]))
    #expect(
      unknownField
        == .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody))))
    #expect(api.on(UpdateResource<Note>.self).calls.isEmpty)
  }

  @Test("An answer that does not hold the item is a change applied, with what could not be read")
  func unreadableAnswer() async {
    let failure = DecodingFailure(path: "boardId", problem: .missingField)
    api.on(CreateResource<Note>.self).returns(.noItem(id: 12, unreadable: failure))
    let sent = await sender.send(change(.add, ["boardId": .integer(1), "title": .text("t")]))
    #expect(sent == .sent(itemID: .integer(12), unreadable: ResponseProblem(decoding: failure)))
  }

  @Test("Does an action of the resource's own with a POST to the item's action, keeping its answer")
  func action() async throws {
    api.on(PerformAction<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "Archived")))
    #expect(await sender.send(change(.custom("archive"), id: 7)) == .sent(itemID: .integer(7)))
    #expect(
      api.on(PerformAction<Note>.self).calls == [
        PerformAction(.custom("archive"), id: 7, in: Self.board, idempotencyKey: "key-1")
      ])
    #expect(try await storedNote(7).title == "Archived")
  }

  // MARK: Deleting

  @Test("Deletes with the change's key, and forgets the stored copy")
  func delete() async throws {
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "t")))
    _ = await sender.send(change(.edit, id: 7, ["title": .text("t")]))
    api.on(DeleteResource<Note>.self).returns(())
    #expect(await sender.send(change(.delete, id: 7)) == .sent(itemID: .integer(7)))
    #expect(
      api.on(DeleteResource<Note>.self).calls == [
        DeleteResource(id: 7, in: Self.board, idempotencyKey: "key-1")
      ])
    await #expect(throws: RepositoryError.notStored(Subject("note", id: 7), discarded: nil)) {
      try await storedNote(7)
    }
  }

  @Test("A delete answered 2xx with a body too large to read is done, and its copy forgotten")
  func deleteAnsweredTooLarge() async throws {
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 7, boardID: 1, title: "t")))
    _ = await sender.send(change(.edit, id: 7, ["title": .text("t")]))
    api.on(DeleteResource<Note>.self).fails(
      with: .transport(.responseTooLarge(limit: 4096, statusCode: 200)))
    #expect(await sender.send(change(.delete, id: 7)) == .sent(itemID: .integer(7)))
    await #expect(throws: RepositoryError.notStored(Subject("note", id: 7), discarded: nil)) {
      try await storedNote(7)
    }
  }

  @Test("Deleting an item already gone is done")
  func deleteGone() async {
    api.on(DeleteResource<Note>.self).fails(with: .status(404, message: "No such note"))
    #expect(await sender.send(change(.delete, id: 7)) == .sent(itemID: .integer(7)))
  }

  @Test("A change sent for an item on its own keeps every stored list holding it in step")
  func keepsListsInStep() async throws {
    api.on(ListResource<Note>.self).returns(
      Page(items: [.mock(id: 1), .mock(id: 2), .mock(id: 3)], page: 1, perPage: 10, totalCount: 3))
    let first = try PageRequest(page: 1, perPage: 10)
    _ = try await repository.list(Self.board, page: first, policy: .networkFirst)
    api.on(UpdateResource<Note>.self).returns(.item(Note(id: 2, boardID: 1, title: "New")))
    api.on(DeleteResource<Note>.self).returns(())

    // As `strata note edit 2` makes them: the item named on its own, in no collection.
    var edit = change(.edit, id: 2, ["title": .text("New")])
    edit.target = ["id": .integer(2)]
    var delete = change(.delete, id: 3)
    delete.target = ["id": .integer(3)]
    #expect(await sender.send(edit) == .sent(itemID: .integer(2)))
    #expect(await sender.send(delete) == .sent(itemID: .integer(3)))

    let stored = try await repository.list(Self.board, page: first, policy: .storeOnly)
    #expect(
      stored.value
        == Page(
          items: [.stored(.mock(id: 1)), .stored(Note(id: 2, boardID: 1, title: "New"))], page: 1,
          perPage: 10, totalCount: 2))
  }

  // MARK: Failures

  @Test(
    "A 4xx (a 409 too) refuses this change; anything else stops sending",
    arguments: [
      (
        APIError.status(422, message: "Too long"),
        SendResult.refused(statusCode: 422, message: "Too long")
      ),
      (.status(409, message: "Taken"), .refused(statusCode: 409, message: "Taken")),
      (.status(404), .refused(statusCode: 404, message: nil)),
      (.status(401), .refused(statusCode: 401, message: nil)),
      (
        .status(408),
        .notSent(
          .unavailable(Unavailability(.serverError(statusCode: 408), underlyingError: .status(408)))
        )
      ),
      (
        .status(429),
        .notSent(
          .unavailable(Unavailability(.serverError(statusCode: 429), underlyingError: .status(429)))
        )
      ),
    ])
  func failures(error: APIError, result: SendResult) async {
    api.on(UpdateResource<Note>.self).fails(with: error)
    #expect(await sender.send(change(.edit, id: 7, ["title": .text("t")])) == result)
  }

  @Test("A write answered 2xx with a body too large to read was applied: sent, never sent again")
  func appliedButTooLarge() async {
    let tooLarge = APIError.transport(.responseTooLarge(limit: 4096, statusCode: 201))
    let unread = ResponseProblem(.tooLarge(limit: 4096), underlyingError: tooLarge)
    api.on(CreateResource<Note>.self).fails(with: tooLarge)
    let added = await sender.send(change(.add, ["boardId": .integer(1), "title": .text("t")]))
    #expect(added == .sent(itemID: nil, unreadable: unread))
    api.on(PerformAction<Note>.self).fails(with: tooLarge)
    #expect(
      await sender.send(change(.custom("archive"), id: 7))
        == .sent(itemID: .integer(7), unreadable: unread))
  }

  @Test(
    "A body too large with no 2xx, or in the read before an edit, is a failure: the change waits",
    arguments: [false, true])
  func tooLargeIsNotApplied(inTheRead: Bool) async {
    let status = inTheRead ? 200 : 500
    let tooLarge = APIError.transport(.responseTooLarge(limit: 4096, statusCode: status))
    if inTheRead {
      api.on(FetchResource<Note>.self).fails(with: tooLarge)
    } else {
      api.on(UpdateResource<Note>.self).fails(with: tooLarge)
    }
    let sent = await sender.send(
      change(
        .edit, id: 7, ["title": .text("Mine")], original: inTheRead ? ["title": .text("Old")] : nil)
    )
    #expect(
      sent
        == .notSent(
          .invalidResponse(ResponseProblem(.tooLarge(limit: 4096), underlyingError: tooLarge))))
    #expect(api.on(UpdateResource<Note>.self).calls.count == (inTheRead ? 0 : 1))
  }

  @Test("A server gone while reading the item first stops the sending, sending nothing else")
  func readFails() async {
    api.on(FetchResource<Note>.self).fails(with: .transport(.connectionLost))
    let sent = await sender.send(
      change(.edit, id: 7, ["title": .text("Mine")], original: ["title": .text("Old")]))
    #expect(
      sent
        == .notSent(
          .unavailable(
            Unavailability(.connectionLost, underlyingError: .transport(.connectionLost)))))
    #expect(api.on(UpdateResource<Note>.self).calls.isEmpty)
  }
}

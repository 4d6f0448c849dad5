import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

/// Submitting a change: sent at once, or kept to be sent later, or refused; and the changes
/// waiting, read and discarded.
@Suite("Outbox", .hangGuard)
struct OutboxTests: OutboxTesting {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()
  let log = Recorder<String>()

  // MARK: Submitting

  @Test("Sends a change at once when the server can be reached, and keeps nothing")
  func sendsAtOnce() async throws {
    serve()
    let submission = try await outbox.submit(.add("Milk"))
    #expect(submission.sentItemID == .some(.integer(101)))
    #expect(
      api.on(CreateResource<Note>.self).calls == [
        CreateResource(
          try Draft(checking: ["boardId": .integer(1), "title": .text("Milk")]),
          to: Note.Address(boardID: 1), idempotencyKey: "key-1")
      ])
    #expect(try outbox.changes().isEmpty)
  }

  @Test(
    "Keeps a change that cannot be sent now on disk, and says why",
    arguments: [
      (APIError.transport(.offline), offline),
      (.transport(.cannotConnect), unreachable),
      (
        .status(503),
        .unavailable(Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
      ),
      (.cancelled, .cancelled),
    ])
  func keepsWhatCannotBeSent(failure: APIError, reason: RepositoryError) async throws {
    api.on(CreateResource<Note>.self).fails(with: failure)
    let note = try #require(try await outbox.submit(.add("Milk")).queued)
    let waiting = change(1, .add("Milk"))
    #expect(note == QueuedChange(change: waiting, reason: reason, waiting: 1))
    // Durably: another outbox over the same storage, a later run, reads it back.
    #expect(try fixture.outbox(api: MockAPIClient(), keys: KeyMaker()).changes() == [waiting])
  }

  /// It is reported as that sync left it, never as waiting.
  @Test(
    "A change another process's sync sent, or refused, while this one waited for the lock",
    arguments: [nil, APIError.status(409, message: "Taken")])
  func metByAnotherSync(refusal: APIError?) async throws {
    let clock = ManualClock()
    let outbox = fixture.outbox(api: api, keys: keys, clock: clock)
    fixture.locks.holdElsewhere(forAttempts: 1)
    let submission = Task { try await outbox.submit(.add("Milk")) }
    await clock.waitForSleepers()
    // The other process's sync, while this one waits: it sends change 1, or has it refused.
    let elsewhere = MockAPIClient()
    if let refusal {
      elsewhere.on(CreateResource<Note>.self).fails(with: refusal)
    } else {
      elsewhere.on(CreateResource<Note>.self).returns(
        .item(Note(id: 101, boardID: 1, title: "Milk")))
    }
    _ = try await fixture.outbox(api: elsewhere, keys: KeyMaker()).send()
    clock.advance(by: .seconds(1))
    if refusal == nil {
      #expect(try await submission.value.sentItemID == .some(nil))
    } else {
      await #expect(throws: RepositoryError.rejected(statusCode: 409, message: "Taken")) {
        try await submission.value
      }
    }
    #expect(api.on(CreateResource<Note>.self).calls.isEmpty)
    #expect(try outbox.changes().isEmpty)
  }

  /// A change that cannot be read is never sent: reporting it as waiting would promise a send
  /// that never comes.
  @Test("A change damaged on disk while this one waited for the lock is said so, not queued")
  func damagedWhileWaiting() async throws {
    let clock = ManualClock()
    let outbox = fixture.outbox(api: api, keys: keys, clock: clock)
    fixture.locks.holdElsewhere(forAttempts: 1)
    let submission = Task { try await outbox.submit(.add("Milk")) }
    await clock.waitForSleepers()
    fixture.outboxStorage.damage(1)
    clock.advance(by: .seconds(1))
    await #expect(throws: RepositoryError.unreadableChange(id: 1)) { try await submission.value }
    #expect(api.on(CreateResource<Note>.self).calls.isEmpty)
    #expect(try outbox.changes(nil).unreadable == [1])
  }

  @Test(
    "Never keeps a change the server refuses, and throws the refusal",
    arguments: [
      (
        APIError.status(422, message: "Title is taken"),
        RepositoryError.rejected(statusCode: 422, message: "Title is taken")
      ),
      (.status(404), .notFound(Subject("note"))),
      (.status(401), .unauthorized(statusCode: 401)),
      (.status(403, message: "no"), .unauthorized(statusCode: 403, message: "no")),
    ])
  func neverKeepsRefusal(failure: APIError, error: RepositoryError) async throws {
    api.on(CreateResource<Note>.self).fails(with: failure)
    await #expect(throws: error) { try await outbox.submit(.add("Milk")) }
    #expect(try outbox.changes().isEmpty)
  }

  @Test("An edit refused as not found names the item")
  func refusedEditNamesItem() async throws {
    api.on(UpdateResource<Note>.self).fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(Subject("note", id: 7))) {
      try await outbox.submit(.edit(7, ["title": .text("New")], from: nil))
    }
    #expect(try outbox.changes().isEmpty)
  }

  @Test("A conflict is thrown, sends nothing, and the change stays, marked")
  func conflict() async throws {
    serve(note7: Note(id: 7, boardID: 1, title: "Theirs"))
    let draft = Outbox.Draft.edit(7, ["title": .text("Mine")], from: ["title": .text("Old")])
    let fields = [
      FieldConflict(
        key: "title", original: .text("Old"), mine: .text("Mine"), theirs: .text("Theirs"))
    ]
    let marked = change(1, draft, state: .conflict(fields))
    await #expect(throws: RepositoryError.conflict(ChangeConflict(change: marked, fields: fields)))
    {
      try await outbox.submit(draft)
    }
    #expect(log.values == ["GET 7"])
    #expect(try outbox.changes() == [marked])
  }

  @Test("A change waits behind an earlier one that could not be sent, and goes after it")
  func waitsBehindEarlier() async throws {
    try await queueOffline([.add("A")])
    let note = try #require(try await outbox.submit(.add("B")).queued)
    #expect(note.reason == Self.offline)
    #expect(note.waiting == 2)
    #expect(
      api.on(CreateResource<Note>.self).calls.map { noteTitle($0.draft.values) } == ["A", "A"])

    serve()
    let submission = try await outbox.submit(.add("C"))
    #expect(submission.sentItemID == .some(.integer(103)))
    #expect(log.values == ["POST A", "POST B", "POST C"])
    #expect(try outbox.changes().isEmpty)
  }

  @Test("While another sync holds the lock past the wait, a change waits, and nothing is sent")
  func busy() async throws {
    fixture.locks.holdElsewhere()
    let note = try #require(try await outbox.submit(.add("Milk")).queued)
    #expect(note.reason == .busy(path: fixture.url("sync.lock").path, holder: "a sync"))
    #expect(note.change == change(1, .add("Milk")))
  }

  @Test("A change that cannot be kept is not sent")
  func unkeptIsNotSent() async {
    fixture.outboxStorage.fail(.append, with: .outOfSpace(path: "/data/outbox"))
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(
          path: "/data/outbox", .diskFull, underlyingError: .outOfSpace(path: "/data/outbox")))
    ) {
      try await outbox.submit(.add("Milk"))
    }
  }

  @Test("An answer that cannot be understood fails the write, saying that the change waits")
  func unreadableAnswer() async throws {
    api.on(CreateResource<Note>.self).fails(with: .unexpectedContentType("text/html"))
    let cause = RepositoryError.invalidResponse(
      ResponseProblem(
        .notJSON(mediaType: "text/html"), underlyingError: .unexpectedContentType("text/html")))
    await #expect(throws: RepositoryError.unsentChange(id: 1, cause: cause)) {
      try await outbox.submit(.add("Milk"))
    }
    #expect(try outbox.changes() == [change(1, .add("Milk"))])
  }

  @Test("A change that cannot be written down is not kept, and not sent")
  func unencodable() async throws {
    let draft = Outbox.Draft(
      action: .add, resource: "notes", target: Self.board, fields: ["weight": .number(.nan)],
      original: nil)
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(
          path: "outbox change 0", .unencodable,
          underlyingError: .unencodable(path: "outbox change 0")))
    ) {
      try await outbox.submit(draft)
    }
    #expect(try outbox.changes().isEmpty)
  }

  // MARK: Reading and discarding

  @Test("Drops a change without sending it, and says which")
  func discards() async throws {
    try await queueOffline([.add("A"), .add("B")])
    #expect(try await outbox.discard(1) == .change(change(1, .add("A"))))
    #expect(try outbox.changes() == [change(2, .add("B"))])
    let writes = fixture.outboxStorage.writes
    #expect(try await outbox.discard(99) == nil)
    #expect(fixture.outboxStorage.writes == writes)
  }

  @Test("A discard that cannot be written is a storage failure")
  func discardFails() async throws {
    try await queueOffline([.add("A")])
    fixture.outboxStorage.fail(.update, with: .outOfSpace(path: "/data/outbox"))
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(
          path: "/data/outbox", .diskFull, underlyingError: .outOfSpace(path: "/data/outbox")))
    ) {
      try await outbox.discard(1)
    }
  }

  @Test("An outbox that cannot be read is a storage failure")
  func unreadable() async throws {
    let path = "/data/outbox"
    fixture.outboxStorage.fail(.read, with: .readFailed(path: path, SystemError(code: EIO)))
    await #expect(throws: RepositoryError.ioErrorReading(path)) {
      try await outbox.send()
    }
  }

  @Test("The changes of one resource are those that name it, whatever else waits")
  func changesOfOneResource() async throws {
    let profile = Outbox.Draft(
      action: .edit, resource: "users", target: ["id": .integer(1)],
      fields: ["name": .text("Notes")], original: nil)
    try await queueOffline([.add("A"), profile, .add("users")])
    let notes = Outbox.Draft.add("A").resource
    #expect(try outbox.changes(of: notes).map(\.id) == [1, 3])
    #expect(try outbox.changes(of: "users") == [change(2, profile)])
    #expect(try outbox.changes(of: "nothing").isEmpty)
  }

  @Test("A page of the outbox: its changes, how many wait in all, and whether more follow")
  func pages() async throws {
    try await queueOffline(["A", "B", "C", "D", "E"].map { .add($0) })
    fixture.outboxStorage.damage(2)
    let second = try outbox.changes(PageRequest(page: 2, perPage: 2))
    // Change 2 is set apart, so the pages are of 1, 3, 4, 5: the second holds 4 and 5.
    #expect(second.changes == [change(4, .add("D")), change(5, .add("E"))])
    #expect(second.unreadable == [2])
    #expect(second.totalCount == 5)
    #expect(!second.hasMore)
    let first = try outbox.changes(PageRequest(page: 1, perPage: 2))
    #expect(first.changes.map(\.id) == [1, 3])
    #expect(first.hasMore)
    let past = try outbox.changes(PageRequest(page: 9, perPage: 2))
    #expect(past.changes.isEmpty && !past.hasMore && past.totalCount == 5)
    let all = try outbox.changes(nil)
    #expect(all.changes.map(\.id) == [1, 3, 4, 5] && all.page == nil && !all.hasMore)
  }

  @Test("A change this Strata cannot decode is set apart where it is read, and discarded whole")
  func undecodable() async throws {
    try await queueOffline([.add("A")])
    _ = try await fixture.outboxStorage.append(Data(#"{"action":"teleport"}"#.utf8))
    #expect(try outbox.changes(nil).unreadable == [2])
    #expect(try outbox.changes(PageRequest(page: 1, perPage: 1)).unreadable.isEmpty)
    #expect(try await outbox.discard(2) == .unreadable(id: 2))
    #expect(try outbox.changes(nil).totalCount == 1)
  }

  @Test("A change that cannot be read is set apart: never sent, listed, discardable")
  func unreadableChangeSetApart() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    fixture.outboxStorage.damage(2)  // on disk
    _ = try await fixture.outboxStorage.append(Data("garbage".utf8))  // not a change at all
    #expect(try outbox.changes() == [change(1, .add("A")), change(3, .add("C"))])
    #expect(try outbox.changes(nil).unreadable == [2, 4])

    serve()
    let report = try await outbox.send()
    #expect(report.sent == 2)
    #expect(report.waiting == 2)
    #expect(log.values == ["POST A", "POST C"])

    #expect(try await outbox.discard(2) == .unreadable(id: 2))
    #expect(try await outbox.discard(4) == .unreadable(id: 4))
    #expect(try outbox.changes(nil).unreadable.isEmpty)
    #expect(try await outbox.discard(4) == nil)
  }
}

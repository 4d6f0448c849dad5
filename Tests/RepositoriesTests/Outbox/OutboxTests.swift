import Domain
import Foundation
import Networking
import RepositoriesMocks
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

/// Submitting a change (sent at once, kept to be sent later, or refused); reading and discarding.
@Suite("Outbox", .hangGuard)
struct OutboxTests: OutboxTesting {
  let fixture = StoreFixture()
  let sender = MockChangeSender(resource: "notes", itemName: "note")
  let keys = KeyMaker()
  let log = Recorder<String>()

  // MARK: Submitting

  @Test("Sends a change at once when the server can be reached, and keeps nothing")
  func sendsAtOnce() async throws {
    serve()
    let submission = try await outbox.submit(.add("Milk"))
    #expect(submission.sentItemID == .some(.integer(101)))
    #expect(sender.send.calls == [change(1, .add("Milk"))])
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
    sender.send.returns(Self.answer(failure))
    let note = try #require(try await outbox.submit(.add("Milk")).queued)
    let waiting = change(1, .add("Milk"))
    #expect(note == QueuedChange(change: waiting, reason: reason, waiting: 1))
    // Durably: another outbox over the same storage, a later run, reads it back.
    let later = MockChangeSender(resource: "notes", itemName: "note")
    #expect(try fixture.outbox(sender: later, keys: KeyMaker()).changes() == [waiting])
  }

  /// It is reported as that sync left it, never as waiting.
  @Test(
    "A change another process's sync sent, or refused, while this one waited for the lock",
    arguments: [nil, APIError.status(409, message: "Taken")])
  func metByAnotherSync(refusal: APIError?) async throws {
    let clock = ManualClock()
    let outbox = fixture.outbox(sender: sender, keys: keys, clock: clock)
    fixture.locks.holdElsewhere(forAttempts: 1, named: "sync.lock")
    let submission = Task { try await outbox.submit(.add("Milk")) }
    await clock.waitForSleepers()
    // The other process's sync, while this one waits: it sends change 1, or has it refused.
    let elsewhere = MockChangeSender(resource: "notes", itemName: "note")
    elsewhere.send.returns(
      refusal.map { Self.answer($0) } ?? .sent(itemID: .integer(101)))
    _ = try await fixture.outbox(sender: elsewhere, keys: KeyMaker()).send()
    clock.advance(by: .seconds(1))
    if refusal == nil {
      #expect(try await submission.value.sentItemID == .some(nil))
    } else {
      await #expect(throws: RepositoryError.rejected(statusCode: 409, message: "Taken")) {
        try await submission.value
      }
    }
    #expect(sender.send.calls.isEmpty)
    #expect(try outbox.changes().isEmpty)
  }

  /// A change that cannot be read is never sent: reporting it as waiting would be a false promise.
  @Test("A change damaged on disk while this one waited for the lock is said so, not queued")
  func damagedWhileWaiting() async throws {
    let clock = ManualClock()
    let outbox = fixture.outbox(sender: sender, keys: keys, clock: clock)
    fixture.locks.holdElsewhere(forAttempts: 1, named: "sync.lock")
    let submission = Task { try await outbox.submit(.add("Milk")) }
    await clock.waitForSleepers()
    fixture.damageChange(1)
    clock.advance(by: .seconds(1))
    await #expect(throws: RepositoryError.unreadableChange(id: 1)) { try await submission.value }
    #expect(sender.send.calls.isEmpty)
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
    sender.send.returns(Self.answer(failure))
    await #expect(throws: error) { try await outbox.submit(.add("Milk")) }
    #expect(try outbox.changes().isEmpty)
  }

  @Test("An edit refused as not found names the item")
  func refusedEditNamesItem() async throws {
    sender.send.returns(Self.answer(.status(404)))
    await #expect(throws: RepositoryError.notFound(Subject("note", id: 7))) {
      try await outbox.submit(.edit(7, ["title": .text("New")], from: nil))
    }
    #expect(try outbox.changes().isEmpty)
  }

  @Test("A conflict is thrown, and the change stays, marked")
  func conflict() async throws {
    let draft = NewChange.edit(7, ["title": .text("Mine")], from: ["title": .text("Old")])
    let fields = [
      FieldConflict(
        key: "title", original: .text("Old"), mine: .text("Mine"), theirs: .text("Theirs"))
    ]
    sender.send.returns(.conflict(fields))
    let marked = change(1, draft, state: .conflict(fields))
    await #expect(throws: RepositoryError.conflict(ChangeConflict(change: marked, fields: fields)))
    {
      try await outbox.submit(draft)
    }
    #expect(try outbox.changes() == [marked])
  }

  @Test("A change waits behind an earlier one that could not be sent, and goes after it")
  func waitsBehindEarlier() async throws {
    try await queueOffline([.add("A")])
    let note = try #require(try await outbox.submit(.add("B")).queued)
    #expect(note.reason == Self.offline)
    #expect(note.waiting == 2)
    #expect(sender.send.calls.map(describe) == ["add A", "add A"])

    serve()
    let submission = try await outbox.submit(.add("C"))
    #expect(submission.sentItemID == .some(.integer(103)))
    #expect(log.values == ["add A", "add B", "add C"])
    #expect(try outbox.changes().isEmpty)
  }

  @Test("While another sync holds the lock past the wait, a change waits, and nothing is sent")
  func busy() async throws {
    fixture.locks.holdElsewhere(named: "sync.lock")
    let note = try #require(try await outbox.submit(.add("Milk")).queued)
    #expect(note.reason == .busy(path: fixture.url("sync.lock").path, holder: "a sync"))
    #expect(note.change == change(1, .add("Milk")))
  }

  @Test("A stop (Ctrl-C) that cuts the wait for the lock short leaves the change kept, waiting")
  func stoppedWhileWaiting() async throws {
    fixture.locks.holdElsewhere(named: "sync.lock")
    let submitting = Task { [outbox] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await outbox.submit(.add("Milk"))
    }
    let note = try #require(try await submitting.value.queued)
    #expect(note == QueuedChange(change: change(1, .add("Milk")), reason: .cancelled, waiting: 1))
    #expect(try outbox.changes() == [change(1, .add("Milk"))])
  }

  @Test("A change that cannot be kept is not sent")
  func unkeptIsNotSent() async {
    fixture.outboxFiles.fail(.write, with: .diskFull, forPathsEndingWith: "-notes.json")
    let path = fixture.changeURL(1).path
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(path: path, .diskFull, underlyingError: .outOfSpace(path: path)))
    ) {
      try await outbox.submit(.add("Milk"))
    }
    #expect(sender.send.calls.isEmpty)
    #expect(fixture.keptChanges.isEmpty)
  }

  @Test("An answer that cannot be understood fails the write, and sets the change apart")
  func unreadableAnswer() async throws {
    sender.send.returns(Self.answer(.unexpectedContentType("text/html")))
    let cause = RepositoryError.invalidResponse(
      ResponseProblem(
        .notJSON(mediaType: "text/html"), underlyingError: .unexpectedContentType("text/html")))
    await #expect(throws: RepositoryError.unsentChange(id: 1, cause: cause)) {
      try await outbox.submit(.add("Milk"))
    }
    let setApart = change(1, .add("Milk"), state: .unanswered(.notJSON(mediaType: "text/html")))
    #expect(try outbox.changes() == [setApart])
  }

  @Test(
    "A change that cannot be written down, or is too large to keep, is refused, kept nowhere",
    arguments: [
      (FieldValue.number(.nan), StorageError.unencodable(path: "outbox/test/new change")),
      (
        .text(String(repeating: "x", count: Outbox.maximumChangeBytes)),
        .entryTooLarge(path: "outbox/test", limit: Outbox.maximumChangeBytes)
      ),
    ])
  func unkeepable(value: FieldValue, error: StorageError) async {
    let draft = NewChange(
      action: .add, resource: "notes", target: Self.board, fields: ["weight": value],
      original: nil)
    await #expect(throws: RepositoryError(error)) { try await outbox.submit(draft) }
    #expect(fixture.outboxFiles.paths.isEmpty)
  }

  @Test("A full outbox refuses a new change before anything is written")
  func full() async throws {
    for id in 1...Outbox.capacity { fixture.damageChange(id, with: "{}") }
    let before = fixture.outboxFiles.paths
    await #expect(throws: RepositoryError.outboxFull(capacity: Outbox.capacity)) {
      try await outbox.submit(.add("Milk"))
    }
    #expect(fixture.outboxFiles.paths == before)
    #expect(sender.send.calls.isEmpty)
  }

  @Test(
    "A number is never given twice: the counter is taken before the change is written, and a counter behind or lost starts past what waits"
  )
  func numbers() async throws {
    try await queueOffline([.add("A"), .add("B")])
    // A kill between the counter and the change: number 3 is taken, and never given.
    try fixture.outboxDocuments.save(4, for: DocumentKey<Int>("next"))
    _ = try await outbox.submit(.add("C"))
    #expect(fixture.keptChanges == [1, 2, 4])
    // A counter restored from an older copy, or lost: past every change that waits.
    try fixture.outboxDocuments.save(1, for: DocumentKey<Int>("next"))
    _ = try await outbox.submit(.add("D"))
    fixture.outboxFiles.place(
      Data("garbage".utf8), at: URL(fileURLWithPath: "/virtual/strata/outbox/test/next.json"))
    _ = try await outbox.submit(.add("E"))
    #expect(fixture.keptChanges == [1, 2, 4, 5, 6])
  }

  // MARK: Reading and discarding

  @Test("Drops a change without sending it, and says which")
  func discards() async throws {
    try await queueOffline([.add("A"), .add("B")])
    #expect(try await outbox.discard(1) == .change(change(1, .add("A"))))
    #expect(try outbox.changes() == [change(2, .add("B"))])
    let kept = fixture.outboxFiles.paths
    #expect(try await outbox.discard(99) == nil)
    #expect(fixture.outboxFiles.paths == kept)
  }

  @Test("A discard that cannot be written is a storage failure, and the change still waits")
  func discardFails() async throws {
    try await queueOffline([.add("A")])
    fixture.outboxFiles.fail(.remove, with: .ioError)
    let path = fixture.changeURL(1).path
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(
          path: path, .system(code: EIO, description: SystemError.ioFailure.description),
          underlyingError: .writeFailed(path: path, .ioFailure)))
    ) {
      try await outbox.discard(1)
    }
    #expect(fixture.keptChanges == [1])
  }

  @Test(
    "While a sync holds the lock, a discard or an edit of a waiting change is refused as busy, and the change waits as it was"
  )
  func busyWhileSyncing() async throws {
    try await queueOffline([.add("A")])
    fixture.locks.holdElsewhere(named: "sync.lock")
    let busy = RepositoryError.busy(path: fixture.url("sync.lock").path, holder: "a sync")
    await #expect(throws: busy) { try await outbox.discard(1) }
    await #expect(throws: busy) { try await outbox.revise(1, fields: ["title": .text("B")]) }
    #expect(try outbox.changes() == [change(1, .add("A"))])
  }

  @Test("An outbox that cannot be listed is a storage failure")
  func unreadable() async throws {
    fixture.outboxFiles.fail(.list, with: .ioError)
    await #expect(throws: RepositoryError.ioErrorReading("/virtual/strata/outbox/test")) {
      try await outbox.send()
    }
  }

  @Test("The changes of one resource are those that name it, whatever else waits")
  func changesOfOneResource() async throws {
    let profile = NewChange(
      action: .edit, resource: "users", target: ["id": .integer(1)],
      fields: ["name": .text("Notes")], original: nil)
    try await queueOffline([.add("A"), profile, .add("users")])
    let notes = NewChange.add("A").resource
    #expect(try outbox.changes(of: notes).map(\.id) == [1, 3])
    #expect(try outbox.changes(of: "users") == [change(2, profile)])
    #expect(try outbox.changes(of: "nothing").isEmpty)
  }

  @Test("A page of the outbox: its changes, how many wait in all, and whether more follow")
  func pages() async throws {
    try await queueOffline(["A", "B", "C", "D", "E"].map { .add($0) })
    fixture.damageChange(2)
    let first = try outbox.changes(PageRequest(page: 1, perPage: 2))
    // Change 2 is read with its page, and found set apart there.
    #expect(first.changes == [change(1, .add("A"))])
    #expect(first.unreadable == [2])
    #expect(first.totalCount == 5)
    #expect(first.hasMore)
    let third = try outbox.changes(PageRequest(page: 3, perPage: 2))
    #expect(third.changes.map(\.id) == [5] && third.unreadable.isEmpty && !third.hasMore)
    let past = try outbox.changes(PageRequest(page: 9, perPage: 2))
    #expect(past.changes.isEmpty && !past.hasMore && past.totalCount == 5)
    let all = try outbox.changes(nil)
    #expect(all.changes.map(\.id) == [1, 3, 4, 5] && all.page == nil && !all.hasMore)
  }

  @Test("A change that cannot be read is set apart: never sent, listed, discardable")
  func unreadableChangeSetApart() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    fixture.damageChange(2)  // on disk
    fixture.damageChange(4, with: "[]")  // not a change at all
    #expect(try outbox.changes() == [change(1, .add("A")), change(3, .add("C"))])
    #expect(try outbox.changes(nil).unreadable == [2, 4])

    serve()
    let report = try await outbox.send()
    #expect(report.sent == 2)
    #expect(report.waiting == 2)
    #expect(log.values == ["add A", "add C"])

    #expect(try await outbox.discard(2) == .unreadable(id: 2))
    #expect(try await outbox.discard(4) == .unreadable(id: 4))
    #expect(try outbox.changes(nil).unreadable.isEmpty)
    #expect(try await outbox.discard(4) == nil)
  }
}

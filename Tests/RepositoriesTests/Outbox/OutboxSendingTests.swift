import Domain
import Foundation
import Networking
import RepositoriesMocks
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

/// Sending what waits: in order, each by its resource's sender, each outcome recorded when known.
@Suite("Outbox: sending", .hangGuard)
struct OutboxSendingTests: OutboxTesting {
  let fixture = StoreFixture()
  let sender = MockChangeSender(resource: "notes", itemName: "note")
  let keys = KeyMaker()
  let log = Recorder<String>()

  @Test("Sends every waiting change in the order they were made")
  func sendsInOrder() async throws {
    try await queueOffline([.add("A"), .edit(7, ["title": .text("New")], from: nil), .delete(8)])
    serve()
    let report = try await outbox.send()
    #expect(report == OutboxReport(sent: 3, waiting: 0))
    #expect(log.values == ["add A", "edit 7", "delete 8"])
    #expect(try outbox.changes().isEmpty)
  }

  @Test("A refused change stays, marked with the server's reason, and sending goes on")
  func refusedStays() async throws {
    try await queueOffline([.add("A"), .add("B")])
    serve { describe($0) == "add A" ? .refused(statusCode: 422, message: "Title is taken") : nil }
    let refused = change(1, .add("A"), state: .refused(statusCode: 422, message: "Title is taken"))

    let report = try await outbox.send()

    #expect(report == OutboxReport(sent: 1, refused: [refused], waiting: 1))
    #expect(!report.isClean)
    #expect(log.values == ["add A", "add B"])
    #expect(try outbox.changes() == [refused])
    // Sending again does not try it again: it waits for the person to discard it.
    #expect(try await outbox.send() == OutboxReport(waiting: 1))
    #expect(log.values == ["add A", "add B"])
  }

  @Test("An unreachable server stops the sending; that change and the rest wait")
  func unreachableStops() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    serve {
      describe($0) == "add A"
        ? nil : Self.answer(.transport(.cannotConnect))
    }

    let report = try await outbox.send()

    #expect(report == OutboxReport(sent: 1, waiting: 2, stoppedBy: Self.unreachable))
    #expect(log.values == ["add A", "add B"])
    #expect(try outbox.changes() == [change(2, .add("B")), change(3, .add("C"))])
  }

  @Test("A change keeps its Idempotency-Key through every attempt; the next change has its own")
  func stableKey() async throws {
    try await queueOffline([.add("A")])
    sender.send.returns(Self.answer(.transport(.timedOut)))
    _ = try await outbox.send()
    serve()
    _ = try await outbox.send()
    _ = try await outbox.submit(.add("B"))
    #expect(sender.send.calls.map(\.idempotencyKey) == ["key-1", "key-1", "key-1", "key-2"])
    #expect(keys.made == 2)
  }

  /// Numbers with a fraction, which JSON keeps as they are; a whole number comes back an integer,
  /// which a sender reads as its field does (`ResourceChangeSenderTests`).
  @Test("A change reaches its sender as it was kept, value for value")
  func valuesAfterKeeping() async throws {
    let draft = NewChange.edit(7, ["weight": .number(2.5)], from: ["weight": .number(1.25)])
    try await queueOffline([draft])
    serve()
    #expect(try await outbox.send() == OutboxReport(sent: 1, waiting: 0))
    #expect(sender.send.calls.last == change(1, draft))
  }

  @Test("Records each outcome before the next change is sent, so a kill replays at most one")
  func recordsEachAtOnce() async throws {
    try await queueOffline(
      (1...4).map { .add("N\($0)") } + [
        .edit(7, ["title": .text("x")], from: ["title": .text("Old")])
      ])
    let waiting = Recorder<Int>()
    serve { [fixture] change in
      waiting.append(fixture.keptChanges.count)
      return change.action == .edit ? .refused(statusCode: 422, message: "No") : nil
    }
    let report = try await outbox.send()
    #expect(report.sent == 4)
    #expect(report.refused.map(\.id) == [5])
    // When change n is sent, the n - 1 before it have left the outbox already.
    #expect(waiting.values == [5, 4, 3, 2, 1])
    #expect(try outbox.changes().map(\.state) == [.refused(statusCode: 422, message: "No")])
  }

  @Test("An answer not to act on sets that change apart, said why, and the next ones go on")
  func unansweredSetApart() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    let redirect = APIError.transport(.redirectRefused(.requestHasBody(.post)))
    serve { describe($0) == "add B" ? Self.answer(redirect) : nil }
    let setApart = change(
      2, .add("B"), state: .unanswered(.refusedRedirect(.wouldDropBody(method: "POST"))))
    #expect(try await outbox.send() == OutboxReport(sent: 2, refused: [setApart], waiting: 1))
    #expect(log.values == ["add A", "add B", "add C"])
    #expect(try outbox.changes() == [setApart])
    // Set apart, it is not sent again.
    #expect(try await outbox.send() == OutboxReport(waiting: 1))
    #expect(log.values.count == 3)
  }

  @Test("A sync sends what waited when it began: a change added meanwhile waits for its own send")
  func addedMeanwhile() async throws {
    try await queueOffline([.add("A")])
    let sender = AddingMeanwhile(
      resource: NewChange.add("B").resource, documents: fixture.outboxDocuments,
      change: change(2, .add("B")))
    let outbox = Outbox(
      documents: fixture.outboxDocuments, senders: [sender], syncLockIn: fixture.store,
      locks: fixture.locks, clock: ImmediateClock())
    let report = try await outbox.send()
    #expect(report == OutboxReport(sent: 1, waiting: 0))
    #expect(sender.sent.values == [1])
    #expect(try outbox.changes().map(\.id) == [2])
  }

  @Test("A change of a resource the app does not have is set apart as unsendable; sending goes on")
  func noSender() async throws {
    // Kept by a version of the app that had todos, before this one took them out.
    let todo = change(
      1,
      NewChange(
        action: .add, resource: "todos", target: [:], fields: ["title": .text("T")],
        original: nil))
    for kept in [todo, change(2, .add("A"))] {
      try fixture.outboxDocuments.save(kept, for: DocumentKey("change-\(kept.id)-\(kept.resource)"))
    }
    serve()
    var setApart = todo
    setApart.state = .unsendable
    #expect(try await outbox.send() == OutboxReport(sent: 1, refused: [setApart], waiting: 1))
    #expect(log.values == ["add A"])
    #expect(try outbox.changes() == [setApart])
    // Set apart, it is not tried again.
    #expect(try await outbox.send() == OutboxReport(waiting: 1))
  }

  @Test("Busy when another sync holds the lock past the wait, sending nothing")
  func sendWhileBusy() async throws {
    try await queueOffline([.add("A")])
    fixture.locks.holdElsewhere()
    await #expect(
      throws: RepositoryError.busy(path: fixture.url("sync.lock").path, holder: "a sync")
    ) {
      try await outbox.send()
    }
    #expect(sender.send.calls.count == 1)
  }

  @Test("A wait for the lock cut short by a stop (Ctrl-C) is a stop, not another holder")
  func sendStopped() async throws {
    try await queueOffline([.add("A")])
    fixture.locks.holdElsewhere()
    let sending = Task { [outbox] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await outbox.send()
    }
    await #expect(throws: RepositoryError.cancelled) { try await sending.value }
  }

  @Test("What was sent but could not be recorded is a storage failure, and is sent again later")
  func unrecorded() async throws {
    try await queueOffline([.add("A")])
    serve()
    fixture.outboxFiles.fail(.remove, with: .diskFull)
    let path = fixture.changeURL(1).path
    await #expect(
      throws: RepositoryError.storageFailed(
        StoreFailure(path: path, .diskFull, underlyingError: .outOfSpace(path: path)))
    ) {
      try await outbox.send()
    }
    #expect(try outbox.changes() == [change(1, .add("A"))])
    fixture.outboxFiles.succeed(.remove)
    #expect(try await outbox.send() == OutboxReport(sent: 1))
    #expect(sender.send.calls.suffix(2).map(\.idempotencyKey) == ["key-1", "key-1"])
  }
}

/// A sender during whose first send another process adds a change to the outbox.
private struct AddingMeanwhile: ChangeSending {
  let resource: String
  let documents: DocumentStore
  /// The change the other process adds.
  let change: PendingChange
  let sent = Recorder<Int>()

  var itemName: String { "note" }

  func send(_ change: PendingChange) async -> SendResult {
    if sent.values.isEmpty {
      do {
        try documents.save(
          self.change, for: DocumentKey("change-\(self.change.id)-\(self.change.resource)"))
      } catch {
        Issue.record(error)
      }
    }
    sent.append(change.id)
    return .sent(itemID: nil)
  }
}

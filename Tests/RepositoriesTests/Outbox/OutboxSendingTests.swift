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

/// Sending what waits: in order, each by its resource's sender, each outcome recorded when known.
@Suite("Outbox: sending", .hangGuard)
struct OutboxSendingTests: OutboxTesting {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let keys = KeyMaker()
  let log = Recorder<String>()

  @Test("Sends every waiting change in the order they were made")
  func sendsInOrder() async throws {
    try await queueOffline([.add("A"), .edit(7, ["title": .text("New")], from: nil), .delete(8)])
    serve()
    let report = try await outbox.send()
    #expect(report == OutboxReport(sent: 3, waiting: 0))
    #expect(log.values == ["POST A", "PATCH 7", "DELETE 8"])
    #expect(try outbox.changes().isEmpty)
  }

  @Test("A refused change stays, marked with the server's reason, and sending goes on")
  func refusedStays() async throws {
    try await queueOffline([.add("A"), .add("B")])
    serve()
    api.on(CreateResource<Note>.self).answers { [log] call throws(APIError) in
      log.append("POST \(noteTitle(call.draft.values))")
      guard noteTitle(call.draft.values) == "B" else {
        throw .status(422, message: "Title is taken")
      }
      return .item(Note(id: 9, boardID: 1, title: "B"))
    }
    let refused = change(1, .add("A"), state: .refused(statusCode: 422, message: "Title is taken"))

    let report = try await outbox.send()

    #expect(report == OutboxReport(sent: 1, refused: [refused], waiting: 1))
    #expect(!report.isClean)
    #expect(log.values == ["POST A", "POST B"])
    #expect(try outbox.changes() == [refused])
    // Sending again does not try it again: it waits for the person to discard it.
    #expect(try await outbox.send() == OutboxReport(waiting: 1))
    #expect(log.values == ["POST A", "POST B"])
  }

  @Test("An unreachable server stops the sending; that change and the rest wait")
  func unreachableStops() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    serve()
    api.on(CreateResource<Note>.self).answers { [log] call throws(APIError) in
      log.append("POST \(noteTitle(call.draft.values))")
      guard noteTitle(call.draft.values) == "A" else { throw .transport(.cannotConnect) }
      return .item(Note(id: 9, boardID: 1, title: "A"))
    }

    let report = try await outbox.send()

    #expect(report == OutboxReport(sent: 1, waiting: 2, stoppedBy: Self.unreachable))
    #expect(log.values == ["POST A", "POST B"])
    #expect(try outbox.changes() == [change(2, .add("B")), change(3, .add("C"))])
  }

  @Test("A change keeps its Idempotency-Key through every attempt; the next change has its own")
  func stableKey() async throws {
    try await queueOffline([.add("A")])
    api.on(CreateResource<Note>.self).fails(with: .transport(.timedOut))
    _ = try await outbox.send()
    serve()
    _ = try await outbox.send()
    _ = try await outbox.submit(.add("B"))
    #expect(
      api.on(CreateResource<Note>.self).calls.map(\.idempotencyKey)
        == ["key-1", "key-1", "key-1", "key-2"])
    #expect(keys.made == 2)
  }

  @Test("Deleting an item the server no longer has is done")
  func deleteOfGoneItem() async throws {
    try await queueOffline([.delete(8)])
    api.on(DeleteResource<Note>.self).fails(with: .status(404))
    #expect(try await outbox.send() == OutboxReport(sent: 1, waiting: 0))
    #expect(try outbox.changes().isEmpty)
  }

  @Test(
    "A number kept in the outbox is the same number the server has: no conflict, no false alarm",
    arguments: [
      (2.0, 2.0),  // the server still has what the person started from
      (2.0, 3.0),  // the server has it already: the change was sent before a crash
    ])
  func numbersAfterKeeping(original: Double, server: Double) async throws {
    let draft = NewChange.edit(7, ["weight": .number(3)], from: ["weight": .number(original)])
    try await queueOffline([draft])
    serve(note7: Note(id: 7, boardID: 1, title: "t", weight: server))
    #expect(try await outbox.send() == OutboxReport(sent: 1, waiting: 0))
    #expect(log.values == ["GET 7", "PATCH 7"])
  }

  @Test("Records each outcome before the next change is sent, so a kill replays at most one")
  func recordsEachAtOnce() async throws {
    try await queueOffline(
      (1...4).map { .add("N\($0)") } + [
        .edit(7, ["title": .text("x")], from: ["title": .text("Old")])
      ])
    serve()
    let waiting = Recorder<Int>()
    api.on(CreateResource<Note>.self).answers { [log, fixture] call in
      log.append("POST \(noteTitle(call.draft.values))")
      waiting.append(fixture.keptChanges.count)
      return .item(Note(id: 100 + log.values.count, boardID: 1, title: "n"))
    }
    api.on(UpdateResource<Note>.self).answers { [fixture] _ throws(APIError) in
      waiting.append(fixture.keptChanges.count)
      throw .status(422, message: "No")
    }
    let report = try await outbox.send()
    #expect(report.sent == 4)
    #expect(report.refused.map(\.id) == [5])
    // When change n is sent, the n - 1 before it have left the outbox already.
    #expect(waiting.values == [5, 4, 3, 2, 1])
    #expect(try outbox.changes().map(\.state) == [.refused(statusCode: 422, message: "No")])
  }

  @Test("What was sent before an unreachable server stopped it is recorded")
  func recordsBeforeStopping() async throws {
    try await queueOffline((1...33).map { .add("N\($0)") })
    serve()
    api.on(CreateResource<Note>.self).answers { [log] call throws(APIError) in
      log.append("POST \(noteTitle(call.draft.values))")
      guard log.values.count <= 32 else { throw .transport(.connectionLost) }
      return .item(Note(id: log.values.count, boardID: 1, title: noteTitle(call.draft.values)))
    }
    let report = try await outbox.send()
    #expect(report.sent == 32)
    #expect(report.waiting == 1)
    #expect(try outbox.changes() == [change(33, .add("N33"))])
  }

  @Test("An answer not to act on sets that change apart, said why, and the next ones go on")
  func unansweredSetApart() async throws {
    try await queueOffline([.add("A"), .add("B"), .add("C")])
    serve()
    let redirect = APIError.transport(.redirectRefused(.requestHasBody(.post)))
    api.on(CreateResource<Note>.self).answers { [log] call throws(APIError) in
      log.append("POST \(noteTitle(call.draft.values))")
      guard noteTitle(call.draft.values) != "B" else { throw redirect }
      return .item(Note(id: 100 + log.values.count, boardID: 1, title: "n"))
    }
    let setApart = change(
      2, .add("B"), state: .unanswered(.refusedRedirect(.wouldDropBody(method: "POST"))))
    #expect(try await outbox.send() == OutboxReport(sent: 2, refused: [setApart], waiting: 1))
    #expect(log.values == ["POST A", "POST B", "POST C"])
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
    #expect(log.values == ["POST A"])
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
    #expect(api.on(CreateResource<Note>.self).calls.count == 1)
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
    #expect(
      api.on(CreateResource<Note>.self).calls.suffix(2).map(\.idempotencyKey) == ["key-1", "key-1"])
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

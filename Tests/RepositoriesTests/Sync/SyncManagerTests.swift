import Domain
import Foundation
import Networking
import Repositories
import RepositoriesMocks
import StorageMocks
import TestSupport
import Testing

/// The sync's own rules: its lock first, then the outbox sent before anything is read, then the
/// parts registered, in order. `ArticleSyncTests` holds the original pattern's three tests.
@Suite("Sync manager", .tags(.sync), .hangGuard)
struct SyncManagerTests {
  static let unreachable = RepositoryError.unavailable(
    Unavailability(.cannotConnect, underlyingError: .transport(.cannotConnect)))

  let fixture = StoreFixture()
  let sender = MockChangeSender(resource: "notes", itemName: "note")
  let keys = KeyMaker()
  let clock = ImmediateClock()
  let progress = Recorder<SyncProgress>()
  /// What was sent and what was read, in order.
  let ran = Recorder<String>()

  var outbox: Outbox { fixture.outbox(sender: sender, keys: keys) }

  /// The sync the app makes: the outbox, then `parts`.
  func sync(parts: [any SyncPart]) async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: outbox, parts: parts, clock: clock,
      now: { [fixture] in fixture.now }
    ).sync(progress: progress.append)
  }

  /// Adds `count` changes while the server cannot be reached: each waits.
  func queueOffline(_ count: Int = 1) async throws {
    sender.send.returns(
      .notSent(.unavailable(Unavailability(.offline, underlyingError: .transport(.offline)))))
    for number in 1...count {
      _ = try #require(try await outbox.submit(.add("N\(number)")).queued)
    }
  }

  /// A server that takes every change, `stop` aside, logging each as "send".
  func serve(stoppingAt stop: Int? = nil) {
    sender.send.answers { [ran] _ in
      ran.append("send")
      return ran.values.count == stop ? .notSent(Self.unreachable) : .sent(itemID: nil)
    }
  }

  // MARK: The lock

  @Test("Busy when another process holds the lock for two seconds, and no part runs")
  func busyWhenLocked() async {
    fixture.locks.holdElsewhere()
    await #expect(
      throws: RepositoryError.busy(path: fixture.url("sync.lock").path, holder: "a sync")
    ) {
      try await sync(parts: [RecordingPart(name: "part", ran: ran)])
    }
    #expect(clock.now.offset == .seconds(2))
    #expect(ran.values.isEmpty)
  }

  @Test("A wait for the lock cut short by a stop (Ctrl-C) is a stop, and no part runs")
  func stoppedWhileLocked() async {
    fixture.locks.holdElsewhere()
    let syncing = Task { [self] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sync(parts: [RecordingPart(name: "part", ran: ran)])
    }
    await #expect(throws: RepositoryError.cancelled) { try await syncing.value }
    #expect(ran.values.isEmpty)
  }

  @Test("Waits for another sync that finishes quickly, then runs the parts")
  func waitsForShortLock() async throws {
    fixture.locks.holdElsewhere(forAttempts: 5)
    #expect(try await sync(parts: [RecordingPart(name: "part", ran: ran)]).listsRefreshed == 1)
    #expect(clock.sleeps.count == 5)
    #expect(ran.values == ["part"])
  }

  // MARK: The parts

  @Test("Runs the parts in the order they were registered, and a failing one stops the rest")
  func partsInOrder() async throws {
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

  // MARK: The outbox, sent first

  @Test("Sends the outbox before it reads anything, and reports what it sent")
  func sendsOutboxFirst() async throws {
    try await queueOffline()
    serve()
    let summary = try await sync(parts: [RecordingPart(name: "read", ran: ran)])
    #expect(ran.values == ["send", "read"])
    #expect(summary.outbox == OutboxReport(sent: 1, waiting: 0))
    #expect(progress.values.first?.sending == summary.outbox)
    #expect(try outbox.changes(nil).changes.isEmpty)
  }

  @Test("An outbox that cannot be sent stops the sync before anything is read; the change waits")
  func unreachableOutboxStops() async throws {
    try await queueOffline()
    serve(stoppingAt: 1)
    await #expect(throws: Self.unreachable) {
      try await sync(parts: [RecordingPart(name: "read", ran: ran)])
    }
    #expect(ran.values == ["send"])
    #expect(try outbox.changes(nil).changes.count == 1)
    #expect(!fixture.locks.isHeld(fixture.url("sync.lock")))
  }

  @Test("A sync stopped while sending reports what went before the stop, then throws the stop")
  func reportsWhatWentBeforeTheStop() async throws {
    try await queueOffline(2)
    serve(stoppingAt: 2)
    await #expect(throws: Self.unreachable) {
      try await sync(parts: [RecordingPart(name: "read", ran: ran)])
    }
    #expect(ran.values == ["send", "send"])
    #expect(
      progress.values.map(\.sending) == [
        OutboxReport(sent: 1, waiting: 1, stoppedBy: Self.unreachable)
      ])
  }

  @Test("A refused change does not stop the sync; the summary names it")
  func refusedChangeDoesNotStop() async throws {
    try await queueOffline()
    sender.send.returns(.refused(statusCode: 422, message: "Title is taken"))
    let summary = try await sync(parts: [RecordingPart(name: "read", ran: ran)])
    #expect(
      summary.outbox.refused.map(\.state) == [.refused(statusCode: 422, message: "Title is taken")])
    #expect(summary.outbox.waiting == 1)
    #expect(ran.values == ["read"])
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

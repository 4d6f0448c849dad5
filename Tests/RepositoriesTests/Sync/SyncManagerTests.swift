import Domain
import Foundation
import NetworkingMocks
import Repositories
import StorageMocks
import TestSupport
import Testing

/// The sync's own rules: its store and lock first, then the parts registered, in order. (The
/// outbox sent first is `SyncManagerWritesTests`; the original pattern's three tests are the
/// articles' part's, `ArticleSyncTests`.)
@Suite("Sync manager", .tags(.sync), .hangGuard)
struct SyncManagerTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()
  let clock = ImmediateClock()
  let progress = Recorder<SyncProgress>()

  /// The sync the app makes: the outbox, then `parts`.
  func sync(parts: [any SyncPart]) async throws(RepositoryError) -> SyncSummary {
    try await SyncManager(
      store: fixture.store, locks: fixture.locks, outbox: fixture.outbox(api: api),
      parts: parts, clock: clock, now: { [fixture] in fixture.now }
    ).sync(progress: progress.append)
  }

  // MARK: The lock

  @Test("Busy when another process holds the lock for two seconds, and no part runs")
  func busyWhenLocked() async {
    let ran = Recorder<String>()
    fixture.locks.holdElsewhere()
    await #expect(
      throws: RepositoryError.busy(path: fixture.url("sync.lock").path, holder: "a sync")
    ) {
      try await sync(parts: [RecordingPart(name: "part", ran: ran)])
    }
    #expect(clock.now.offset == .seconds(2))
    #expect(ran.values.isEmpty)
  }

  @Test("Waits for another sync that finishes quickly, then runs the parts")
  func waitsForShortLock() async throws {
    let ran = Recorder<String>()
    fixture.locks.holdElsewhere(forAttempts: 5)
    #expect(try await sync(parts: [RecordingPart(name: "part", ran: ran)]).listsRefreshed == 1)
    #expect(clock.sleeps.count == 5)
    #expect(ran.values == ["part"])
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

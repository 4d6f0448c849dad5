import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

@Suite("Waiting for a lock", .hangGuard)
struct LockWaitingTests {
  let locks = MockFileLocking()
  let clock = ImmediateClock()
  let url = URL(fileURLWithPath: "/virtual/strata/cache/sync.lock")

  @Test("Takes a free lock at once")
  func takesFreeLock() async throws {
    let lock = try await locks.lock(
      at: url, holder: "a test", maximumWait: .seconds(2), clock: clock)
    #expect(locks.isHeld(url))
    #expect(clock.sleeps.isEmpty)
    lock.release()
    #expect(!locks.isHeld(url))
  }

  @Test("Polls every 50 ms while another process holds the lock")
  func pollsUntilFree() async throws {
    locks.holdElsewhere(forAttempts: 3)
    _ = try await locks.lock(at: url, holder: "a test", maximumWait: .seconds(2), clock: clock)
    #expect(locks.attempts == 4)
    #expect(clock.sleeps == Array(repeating: .milliseconds(50), count: 3))
  }

  @Test("Gives up as busy after the maximum wait, naming who holds the lock")
  func givesUpWhenBusy() async {
    locks.holdElsewhere(holder: "a sync (process 42)")
    await #expect(throws: StorageError.busy(path: url.path, holder: "a sync (process 42)")) {
      try await locks.lock(at: url, holder: "a test", maximumWait: .seconds(2), clock: clock)
    }
    #expect(locks.attempts == 41)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("A wait cut short by cancellation reports the lock as busy")
  func cancelledWait() async {
    locks.holdElsewhere(holder: nil)
    let manual = ManualClock()
    let waiting = Task { [locks, url] in
      try await locks.lock(at: url, holder: "a test", maximumWait: .seconds(2), clock: manual)
    }
    await manual.waitForSleepers()
    waiting.cancel()
    await #expect(throws: StorageError.busy(path: url.path, holder: nil)) {
      try await waiting.value
    }
  }
}

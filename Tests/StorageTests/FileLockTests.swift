import DomainMocks
import Foundation
import Storage
import StorageMocks
import Testing

@Suite("File lock", .tags(.fileSystem))
struct FileLockTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("Only one holder at a time; releasing lets the next one in")
  func exclusive() throws {
    let url = directory.appending("sync.lock")
    let first = try #require(try FileLock().tryLock(at: url))
    #expect(try FileLock().tryLock(at: url) == nil)
    first.release()
    let second = try #require(try FileLock().tryLock(at: url))
    second.release()
    #expect(try permissions(of: url) == 0o600)
  }

  @Test("Releasing twice is harmless")
  func releaseTwice() throws {
    let lock = try #require(try FileLock().tryLock(at: directory.appending("sync.lock")))
    lock.release()
    lock.release()
  }

  @Test("A lock file that cannot be created is a write failure naming the path")
  func unopenableLockFile() {
    let url = directory.url.appendingPathComponent("missing/sync.lock")
    #expect(throws: StorageError.writeFailed(path: url.path, reason: "No such file or directory")) {
      try FileLock().tryLock(at: url)
    }
  }
}

@Suite("Waiting for a lock")
struct LockWaitingTests {
  let locks = MockFileLocking()
  let clock = ImmediateClock()
  let url = URL(fileURLWithPath: "/virtual/strata/cache/sync.lock")

  @Test("Takes a free lock at once")
  func takesFreeLock() async throws {
    let lock = try await locks.lock(at: url, maximumWait: .seconds(2), clock: clock)
    #expect(locks.isHeld(url))
    #expect(clock.sleeps.isEmpty)
    lock.release()
    #expect(!locks.isHeld(url))
  }

  @Test("Polls every 100 ms while another process holds the lock")
  func pollsUntilFree() async throws {
    locks.holdElsewhere(forAttempts: 3)
    _ = try await locks.lock(at: url, maximumWait: .seconds(2), clock: clock)
    #expect(locks.attempts == 4)
    #expect(clock.sleeps == Array(repeating: .milliseconds(100), count: 3))
  }

  @Test("Gives up as busy after the maximum wait")
  func givesUpWhenBusy() async {
    locks.holdElsewhere()
    await #expect(throws: StorageError.busy(path: url.path)) {
      try await locks.lock(at: url, maximumWait: .seconds(2), clock: clock)
    }
    #expect(locks.attempts == 21)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("A wait cut short by cancellation reports the lock as busy")
  func cancelledWait() async {
    locks.holdElsewhere()
    let manual = ManualClock()
    let waiting = Task { [locks, url] in
      try await locks.lock(at: url, maximumWait: .seconds(2), clock: manual)
    }
    await manual.waitForSleepers()
    waiting.cancel()
    await #expect(throws: StorageError.busy(path: url.path)) { try await waiting.value }
  }
}

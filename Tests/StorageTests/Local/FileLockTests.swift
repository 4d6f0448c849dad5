import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
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
    let first = try #require(try FileLock().tryLock(at: url, holder: "a test"))
    #expect(try FileLock().tryLock(at: url, holder: "a test") == nil)
    first.release()
    let second = try #require(try FileLock().tryLock(at: url, holder: "a test"))
    second.release()
    #expect(try permissions(of: url) == 0o600)
  }

  @Test("Says who holds it, while it is held, and nobody once released")
  func namesTheHolder() throws {
    let url = directory.appending("sync.lock")
    let lock = try #require(try FileLock().tryLock(at: url, holder: "a sync"))
    #expect(FileLock().holder(of: url) == "a sync (process \(getpid()))")
    lock.release()
    #expect(FileLock().holder(of: url) == nil)
    // A long description is cut by whole characters: no half of a `é` becomes a `\u{FFFD}`.
    let long = "x" + String(repeating: "é", count: 150)
    let held = try #require(try FileLock().tryLock(at: url, holder: long))
    #expect(FileLock().holder(of: url) == "x" + String(repeating: "é", count: 99))
    held.release()
  }

  @Test("Releasing twice is harmless")
  func releaseTwice() throws {
    let lock = try #require(
      try FileLock().tryLock(at: directory.appending("sync.lock"), holder: "a test"))
    lock.release()
    lock.release()
  }

  @Test("A lock file that cannot be created is a write failure naming the path")
  func unopenableLockFile() {
    let url = directory.url.appendingPathComponent("missing/sync.lock")
    #expect(throws: StorageError.writeFailed(path: url.path, SystemError(code: ENOENT))) {
      try FileLock().tryLock(at: url, holder: "a test")
    }
  }
}

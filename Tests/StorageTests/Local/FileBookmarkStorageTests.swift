import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// What only the file-backed store does: the file, the lock, and a hostile file.
@Suite("File bookmark storage")
struct FileBookmarkStorageTests {
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  let clock = ImmediateClock()
  let root = URL(fileURLWithPath: "/data", isDirectory: true)
  var storage: FileBookmarkStorage {
    FileBookmarkStorage(
      in: SharedContainer(
        StorageContainer("bookmarks", "sandbox"), fileSystem: MockFileSystem(root: root),
        accessor: files, locks: locks, clock: clock))
  }
  var file: URL { root.appendingPathComponent("bookmarks/sandbox/bookmarks.json") }
  var writes: Int { files.calls.filter { if case .write = $0 { true } else { false } }.count }

  @Test("A change waits for another process's change to finish, and both are kept")
  func waitsForTheLock() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    locks.holdElsewhere(forAttempts: 3, holder: "a bookmark change (process 7)")
    try await storage.saveBookmark(Data("two".utf8), for: "article-2")
    #expect(try storage.bookmarks().map(\.key) == ["article-1", "article-2"])
    #expect(clock.sleeps.count == 3)
  }

  @Test("A change that waits too long is busy, names who holds the lock, and loses nothing")
  func busy() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    locks.holdElsewhere(holder: "a bookmark change (process 7)")
    await #expect(
      throws: StorageError.busy(
        path: root.appendingPathComponent("bookmarks/sandbox/bookmarks.lock").path,
        holder: "a bookmark change (process 7)")
    ) {
      try await storage.saveBookmark(Data("two".utf8), for: "article-2")
    }
    #expect(try storage.bookmarks().map(\.key) == ["article-1"])
  }

  @Test("A change that changes nothing writes nothing: removing what is not there, saving again")
  func noWriteWithoutChange() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    #expect(writes == 1)
    try await storage.removeBookmark(for: "article-9")
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    #expect(writes == 1)
  }

  @Test("Listing reads the file once, however many bookmarks there are")
  func listingReadsOnce() async throws {
    for id in 1...50 { try await storage.saveBookmark(Data([UInt8(id)]), for: "article-\(id)") }
    let before = files.calls.count
    #expect(try storage.bookmarks().count == 50)
    #expect(files.calls.count - before == 1)
  }

  @Test("A full disk leaves the bookmarks as they were")
  func diskFull() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    files.fail(.write, with: .diskFull)
    await #expect(throws: StorageError.outOfSpace(path: file.path)) {
      try await storage.saveBookmark(Data("two".utf8), for: "article-2")
    }
    #expect(try storage.bookmarks().map(\.key) == ["article-1"])
  }

  @Test(
    "A file that is not ours, from another version, or with impossible keys is reported, never trusted",
    arguments: [
      ("garbage", StorageError.Corruption.notADocument),
      (#"{"schemaVersion": 1, "bookmarks": [{"key": "", "data": ""}]}"#, .impossibleValues),
      (
        #"{"schemaVersion": 1, "bookmarks": [{"key": "a", "data": ""}, {"key": "a", "data": ""}]}"#,
        .impossibleValues
      ),
      (#"{"schemaVersion": 1, "bookmarks": [{"key": "a", "data": "%%%"}]}"#, .schemaMismatch),
    ])
  func hostileFile(contents: String, corruption: StorageError.Corruption) {
    files.place(Data(contents.utf8), at: file)
    #expect(throws: StorageError.corrupted(path: file.path, corruption)) {
      try storage.bookmarks()
    }
  }

  @Test("A file from another version is named as such")
  func otherVersion() {
    files.place(Data(#"{"schemaVersion": 9, "bookmarks": []}"#.utf8), at: file)
    #expect(throws: StorageError.unsupportedVersion(path: file.path, found: 9)) {
      try storage.bookmarks()
    }
  }
}

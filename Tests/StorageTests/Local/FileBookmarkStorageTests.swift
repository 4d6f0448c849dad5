import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// What only the file-backed store does: the file, the lock, and a hostile file.
@Suite("File bookmark storage")
struct FileBookmarkStorageTests {
  let disk = MockDisk()
  var storage: FileBookmarkStorage {
    FileBookmarkStorage(in: disk.container(StorageContainer("bookmarks", "sandbox")))
  }
  var file: URL { disk.url("bookmarks/sandbox/bookmarks.json") }
  var writes: Int { disk.files.calls.filter { if case .write = $0 { true } else { false } }.count }

  @Test("A change waits for another process's change to finish, and both are kept")
  func waitsForTheLock() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    disk.locks.holdElsewhere(forAttempts: 3, holder: "a bookmark change (process 7)")
    try await storage.saveBookmark(Data("two".utf8), for: "article-2")
    #expect(try storage.bookmarks().map(\.key) == ["article-1", "article-2"])
    #expect(disk.clock.sleeps.count == 3)
  }

  @Test("A change that waits too long is busy, names who holds the lock, and loses nothing")
  func busy() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    disk.locks.holdElsewhere(holder: "a bookmark change (process 7)")
    await #expect(
      throws: StorageError.busy(
        path: disk.url("bookmarks/sandbox/bookmarks.lock").path,
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
    let before = disk.files.calls.count
    #expect(try storage.bookmarks().count == 50)
    #expect(disk.files.calls.count - before == 1)
  }

  @Test("A full disk leaves the bookmarks as they were")
  func diskFull() async throws {
    try await storage.saveBookmark(Data("one".utf8), for: "article-1")
    disk.files.fail(.write, with: .diskFull)
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
    disk.files.place(Data(contents.utf8), at: file)
    #expect(throws: StorageError.corrupted(path: file.path, corruption)) {
      try storage.bookmarks()
    }
  }

  @Test("A file from another version is named as such")
  func otherVersion() {
    disk.files.place(Data(#"{"schemaVersion": 9, "bookmarks": []}"#.utf8), at: file)
    #expect(throws: StorageError.unsupportedVersion(path: file.path, found: 9)) {
      try storage.bookmarks()
    }
  }
}

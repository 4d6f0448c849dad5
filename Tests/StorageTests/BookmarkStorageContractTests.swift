import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the file-backed store in a temporary directory and the
/// in-memory fake.
@Suite("Bookmark storage contract", .tags(.contract))
struct BookmarkStorageContractTests {
  enum Implementation: String, CaseIterable, CustomTestStringConvertible {
    case file
    case fake

    var testDescription: String { rawValue }

    func makeSubject() throws -> (storage: any BookmarkStorageProviding, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let storage = FileBookmarkStorage(
          container: StorageContainer("bookmarks", "sandbox"),
          fileSystem: LocalFileSystem(root: directory.url), accessor: FileAccessor(),
          locks: FileLock())
        return (storage, directory)
      case .fake:
        return (MockBookmarkStorage(), nil)
      }
    }
  }

  @Test("Nothing is kept at first", arguments: Implementation.allCases)
  func empty(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(try storage.bookmarks().isEmpty)
    #expect(try storage.loadBookmark(for: "article-1") == nil)
    try await storage.removeBookmark(for: "article-1")
  }

  @Test(
    "Loads back what was saved, lists everything in the order first saved",
    arguments: Implementation.allCases)
  func saveLoadList(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    try await storage.saveBookmark(Data("seven".utf8), for: "article-7")
    try await storage.saveBookmark(Data("two".utf8), for: "article-2")
    try await storage.saveBookmark(Data("seven again".utf8), for: "article-7")
    #expect(
      try storage.bookmarks() == [
        KeptBookmark(key: "article-7", data: Data("seven again".utf8)),
        KeptBookmark(key: "article-2", data: Data("two".utf8)),
      ])
    #expect(try storage.loadBookmark(for: "article-7") == Data("seven again".utf8))
  }

  @Test(
    "Removing forgets one key and keeps the others in order", arguments: Implementation.allCases)
  func remove(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for id in 1...4 { try await storage.saveBookmark(Data([UInt8(id)]), for: "article-\(id)") }
    try await storage.removeBookmark(for: "article-2")
    try await storage.removeBookmark(for: "article-2")
    #expect(try storage.bookmarks().map(\.key) == ["article-1", "article-3", "article-4"])
    #expect(try storage.loadBookmark(for: "article-2") == nil)
  }

  @Test(
    "Refuses an empty, over-long or control-character key",
    arguments: Implementation.allCases,
    ["", String(repeating: "k", count: BookmarkKey.maximumLength + 1), "a\u{0}b", "line\nbreak"])
  func invalidKeys(implementation: Implementation, key: String) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    await #expect(throws: StorageError.invalidName(key)) {
      try await storage.saveBookmark(Data(), for: key)
    }
    #expect(throws: StorageError.invalidName(key)) { try storage.loadBookmark(for: key) }
  }
}

/// What only the file-backed store does: the file, the lock, and a hostile file.
@Suite("File bookmark storage")
struct FileBookmarkStorageTests {
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  let clock = ImmediateClock()
  let root = URL(fileURLWithPath: "/data", isDirectory: true)
  var storage: FileBookmarkStorage {
    FileBookmarkStorage(
      container: StorageContainer("bookmarks", "sandbox"),
      fileSystem: MockFileSystem(root: root), accessor: files, locks: locks, clock: clock)
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

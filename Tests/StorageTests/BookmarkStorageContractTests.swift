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
          fileSystem: LocalFileSystem(root: directory.url))
        return (storage, directory)
      case .fake:
        return (MockBookmarkStorage(), nil)
      }
    }
  }

  @Test("Nothing is kept at first", arguments: Implementation.allCases)
  func empty(implementation: Implementation) throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(try storage.bookmarkKeys().isEmpty)
    #expect(try storage.loadBookmark(for: "article-1") == nil)
    try storage.removeBookmark(for: "article-1")
  }

  @Test(
    "Loads back what was saved, lists keys in the order first saved",
    arguments: Implementation.allCases)
  func saveLoadList(implementation: Implementation) throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    try storage.saveBookmark(Data("seven".utf8), for: "article-7")
    try storage.saveBookmark(Data("two".utf8), for: "article-2")
    try storage.saveBookmark(Data("seven again".utf8), for: "article-7")
    #expect(try storage.bookmarkKeys() == ["article-7", "article-2"])
    #expect(try storage.loadBookmark(for: "article-7") == Data("seven again".utf8))
    #expect(try storage.loadBookmark(for: "article-2") == Data("two".utf8))
  }

  @Test(
    "Removing forgets one key and keeps the others in order", arguments: Implementation.allCases)
  func remove(implementation: Implementation) throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for id in 1...4 { try storage.saveBookmark(Data([UInt8(id)]), for: "article-\(id)") }
    try storage.removeBookmark(for: "article-2")
    try storage.removeBookmark(for: "article-2")
    #expect(try storage.bookmarkKeys() == ["article-1", "article-3", "article-4"])
    #expect(try storage.loadBookmark(for: "article-2") == nil)
  }

  @Test(
    "Refuses an empty, over-long or control-character key",
    arguments: Implementation.allCases,
    ["", String(repeating: "k", count: BookmarkKey.maximumLength + 1), "a\u{0}b", "line\nbreak"])
  func invalidKeys(implementation: Implementation, key: String) throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(throws: StorageError.invalidName(key)) { try storage.saveBookmark(Data(), for: key) }
    #expect(throws: StorageError.invalidName(key)) { try storage.loadBookmark(for: key) }
  }
}

/// What only the file-backed store does: the file, the lock, and a hostile file.
@Suite("File bookmark storage")
struct FileBookmarkStorageTests {
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  let root = URL(fileURLWithPath: "/data", isDirectory: true)
  var storage: FileBookmarkStorage {
    FileBookmarkStorage(
      container: StorageContainer("bookmarks", "sandbox"),
      fileSystem: MockFileSystem(root: root), accessor: files, locks: locks)
  }
  var file: URL { root.appendingPathComponent("bookmarks/sandbox/bookmarks.json") }

  @Test("Another process changing the bookmarks makes a change busy, and nothing is lost")
  func busy() throws {
    try storage.saveBookmark(Data("one".utf8), for: "article-1")
    locks.holdElsewhere(forAttempts: 1)
    #expect(
      throws: StorageError.busy(
        path: root.appendingPathComponent("bookmarks/sandbox/bookmarks.lock").path)
    ) {
      try storage.saveBookmark(Data("two".utf8), for: "article-2")
    }
    #expect(try storage.bookmarkKeys() == ["article-1"])
  }

  @Test("A full disk leaves the bookmarks as they were")
  func diskFull() throws {
    try storage.saveBookmark(Data("one".utf8), for: "article-1")
    files.fail(.write, with: .diskFull)
    #expect(throws: StorageError.outOfSpace(path: file.path)) {
      try storage.saveBookmark(Data("two".utf8), for: "article-2")
    }
    #expect(try storage.bookmarkKeys() == ["article-1"])
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
      (#"{"schemaVersion": 1, "bookmarks": [{"key": "a", "data": "%%%"}]}"#, .notADocument),
    ])
  func hostileFile(contents: String, corruption: StorageError.Corruption) {
    files.place(Data(contents.utf8), at: file)
    #expect(throws: StorageError.corrupted(path: file.path, corruption)) {
      try storage.bookmarkKeys()
    }
  }

  @Test("A file from another version is named as such")
  func otherVersion() {
    files.place(Data(#"{"schemaVersion": 9, "bookmarks": []}"#.utf8), at: file)
    #expect(throws: StorageError.unsupportedVersion(path: file.path, found: 9)) {
      try storage.bookmarkKeys()
    }
  }
}

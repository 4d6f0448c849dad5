import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the file-backed store in a temporary directory, and a fake.
@Suite("Bookmark storage contract", .tags(.contract))
struct BookmarkStorageContractTests {
  enum Implementation: String, ContractImplementation {
    case file, fake

    func makeSubject() throws -> (storage: any BookmarkStorageProviding, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let storage = FileBookmarkStorage(
          in: directory.container(StorageContainer("bookmarks", "sandbox")))
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

import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
import TestSupport
import Testing

/// The real bookmark store over a mocked disk and API client: only the boundaries are simulated.
@Suite("Stored bookmark repository")
struct StoredBookmarkRepositoryTests {
  let api = MockAPIClient()
  let disk = MockDisk()

  var storage: FileBookmarkStorage {
    FileBookmarkStorage(in: disk.container(StorageContainer("bookmarks", "test")))
  }
  var repository: StoredBookmarkRepository {
    StoredBookmarkRepository(api: api, storage: storage)
  }

  @Test("Adding reads the article from the server and keeps it; the list shows it")
  func add() async throws {
    api.on(FetchArticle.self).answers { endpoint in .mock(id: endpoint.id) }
    let addition = try await repository.add(articleID: 7)
    #expect(addition == BookmarkAddition(article: .mock(id: 7), wasAlreadyBookmarked: false))
    _ = try await repository.add(articleID: 2)
    #expect(try await repository.bookmarks() == [.mock(id: 7), .mock(id: 2)])
    #expect(api.on(FetchArticle.self).calls == [FetchArticle(id: 7), FetchArticle(id: 2)])
  }

  @Test("Adding twice keeps one, and asks the server nothing the second time")
  func addTwice() async throws {
    api.on(FetchArticle.self).answers { endpoint in .mock(id: endpoint.id) }
    _ = try await repository.add(articleID: 7)
    let again = try await repository.add(articleID: 7)
    #expect(again.wasAlreadyBookmarked)
    #expect(try await repository.add(.mock(id: 7)).wasAlreadyBookmarked)
    #expect(try await repository.bookmarks() == [.mock(id: 7)])
    #expect(api.on(FetchArticle.self).calls.count == 1)
  }

  @Test("An article the server does not have is notFound, and nothing is kept")
  func notFound() async throws {
    api.on(FetchArticle.self).fails(with: .status(404))
    await #expect(throws: RepositoryError.notFound(.article(99))) {
      try await repository.add(articleID: 99)
    }
    #expect(try await repository.bookmarks().isEmpty)
  }

  @Test("Removing returns the article it held; removing again returns nil")
  func remove() async throws {
    _ = try await repository.add(.mock(id: 3))
    #expect(try await repository.remove(articleID: 3) == .mock(id: 3))
    #expect(try await repository.remove(articleID: 3) == nil)
    #expect(try await repository.bookmarks().isEmpty)
    #expect(api.on(FetchArticle.self).calls.isEmpty)
  }

  @Test("A full disk is a storage failure naming the file; the list is as it was")
  func diskFull() async throws {
    _ = try await repository.add(.mock(id: 1))
    disk.files.fail(.write, with: .diskFull)
    let file = disk.url("bookmarks/test/bookmarks.json").path
    let failure = StoreFailure(path: file, .diskFull, underlyingError: .outOfSpace(path: file))
    await #expect(throws: RepositoryError.storageFailed(failure)) {
      try await repository.add(.mock(id: 2))
    }
    #expect(try await repository.bookmarks() == [.mock(id: 1)])
  }

  @Test("A bookmark that is not an article is reported as a corrupted store, not skipped")
  func corrupted() async throws {
    try await storage.saveBookmark(Data("not an article".utf8), for: "article-5")
    await #expect(throws: RepositoryError.self) { try await repository.bookmarks() }
  }
}

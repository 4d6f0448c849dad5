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

@Suite("Remote article repository")
struct RemoteArticleRepositoryTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()

  var repository: RemoteArticleRepository {
    RemoteArticleRepository(api: api, store: fixture.store, now: { [fixture] in fixture.now })
  }

  func serve(totalCount: Int) {
    api.serveArticles(totalCount: totalCount)
  }

  @Test("Reads a live page with the request's numbers")
  func readsLivePage() async throws {
    serve(totalCount: 47)
    let fetched = try await repository.articles(try PageRequest(page: 2, perPage: 10))
    #expect(fetched.value.items.map(\.id) == Array(11...20))
    #expect(fetched.freshness == .live)
    #expect(api.on(FetchArticles.self).calls == [FetchArticles(page: 2, perPage: 10)])
  }

  @Test("Offline, serves a page stored earlier, even at another page size", .tags(.offline))
  func servesStoredPageOffline() async throws {
    serve(totalCount: 47)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 20))

    let fetched = try await repository.articles(
      try PageRequest(page: 2, perPage: 5), policy: .storeOnly)
    #expect(fetched.value.items.map(\.id) == Array(6...10))
    #expect(fetched.freshness == .stored(at: fixture.now, reason: .offlineRequested))
    #expect(api.on(FetchArticles.self).calls.count == 1)
  }

  @Test("Offline, a page not stored in full is notStored", .tags(.offline))
  func partialPageOffline() async throws {
    serve(totalCount: 47)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    await #expect(throws: RepositoryError.notStored(.articlesPage(2), discarded: nil)) {
      try await repository.articles(try PageRequest(page: 2, perPage: 10), policy: .storeOnly)
    }
  }

  @Test("Falls back to stored pages when the server is unreachable", .tags(.offline))
  func fallsBack() async throws {
    serve(totalCount: 30)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    api.on(FetchArticles.self).fails(with: .transport(.connectionLost))

    let fetched = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    let reason = RepositoryError.unavailable(
      Unavailability(.connectionLost, underlyingError: .transport(.connectionLost)))
    #expect(fetched.freshness == .stored(at: fixture.now, reason: .serverUnavailable(reason)))
    #expect(fetched.value.items.count == 10)
  }

  @Test("A page past the end is an empty page, not an error")
  func pastTheEnd() async throws {
    serve(totalCount: 30)
    let fetched = try await repository.articles(try PageRequest(page: 9, perPage: 10))
    #expect(fetched.value.items.isEmpty)
    #expect(fetched.value.totalCount == 30)
  }

  @Test("A corrupted archive is replaced by the next good page")
  func replacesCorruptedArchive() async throws {
    fixture.files.place(Data("truncated{".utf8), at: fixture.url("articles.json"))
    serve(totalCount: 30)
    let fetched = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    #expect(fetched.storeFailure == nil)
    let offline = try await repository.articles(
      try PageRequest(page: 1, perPage: 10), policy: .storeOnly)
    #expect(offline.value.items.count == 10)
  }

  @Test(
    "Offline, a page starting exactly at the end of a stored list is empty, not missing",
    .tags(.offline))
  func offlinePageAtTheEnd() async throws {
    serve(totalCount: 20)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    _ = try await repository.articles(try PageRequest(page: 2, perPage: 10))

    let atEnd = try await repository.articles(
      try PageRequest(page: 3, perPage: 10), policy: .storeOnly)
    #expect(atEnd.value.items.isEmpty)
    #expect(atEnd.value.totalCount == 20)
    let last = try await repository.articles(
      try PageRequest(page: 2, perPage: 10), policy: .storeOnly)
    #expect(last.value.items.map(\.id) == Array(11...20))
  }

  @Test("Offline, a stored empty list serves an empty first page", .tags(.offline))
  func offlineEmptyList() async throws {
    serve(totalCount: 0)
    _ = try await repository.articles(.first)
    let stored = try await repository.articles(.first, policy: .storeOnly)
    #expect(stored.value.items.isEmpty)
    #expect(stored.value.totalCount == 0)
    #expect(stored.freshness == .stored(at: fixture.now, reason: .offlineRequested))
  }
}

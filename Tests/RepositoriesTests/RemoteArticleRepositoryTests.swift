import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import StorageMocks
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
    #expect(api.fetchArticles.calls == [MockAPIClient.ArticlesCall(page: 2, perPage: 10)])
  }

  @Test("Offline, serves a page stored earlier, even at another page size", .tags(.offline))
  func servesStoredPageOffline() async throws {
    serve(totalCount: 47)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 20))

    let fetched = try await repository.articles(
      try PageRequest(page: 2, perPage: 5), policy: .storeOnly)
    #expect(fetched.value.items.map(\.id) == Array(6...10))
    #expect(fetched.freshness == .stored(at: fixture.now, reason: .offlineRequested))
    #expect(api.fetchArticles.calls.count == 1)
  }

  @Test("Offline, a page not stored in full is notStored", .tags(.offline))
  func partialPageOffline() async throws {
    serve(totalCount: 47)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    await #expect(
      throws: RepositoryError.notStored(resource: "articles page 2 (10 per page)", discarded: nil)
    ) {
      try await repository.articles(try PageRequest(page: 2, perPage: 10), policy: .storeOnly)
    }
  }

  @Test("Falls back to stored pages when the server is unreachable", .tags(.offline))
  func fallsBack() async throws {
    serve(totalCount: 30)
    _ = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    api.fetchArticles.fails(with: .transport(.connectionLost))

    let fetched = try await repository.articles(try PageRequest(page: 1, perPage: 10))
    let reason = RepositoryError.unavailable(reason: "the connection was lost")
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
}

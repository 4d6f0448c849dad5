import Domain
import DomainMocks
import Networking
import NetworkingMocks
import Repositories
import TestSupport
import Testing

extension ArticleSyncTests {
  @Test("The samples' profile after the articles: every part's copy is stored, in order")
  func profileAfterArticles() async throws {
    api.serveArticles(totalCount: 5)
    api.on(FetchUser.self).returns(UserDocument(.mock))
    let summary = try await manager(then: [ProfileSync(api: api, store: fixture.store, userID: 1)])
      .sync(progress: progress.append)
    #expect(summary.samples.user == .mock)
    #expect(try await storedArticles() == Array(1...5))
  }

  @Test("A refused profile fails the sync, and the articles stored before it stay")
  func refusedProfile() async throws {
    api.serveArticles(totalCount: 5)
    api.on(FetchUser.self).fails(with: .status(401))
    await #expect(throws: RepositoryError.unauthorized(statusCode: 401)) {
      try await manager(then: [ProfileSync(api: api, store: fixture.store, userID: 1)])
        .sync(progress: progress.append)
    }
    #expect(try await storedArticles() == Array(1...5))
  }
}

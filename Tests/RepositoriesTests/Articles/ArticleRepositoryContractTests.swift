import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

/// The contract of the exemplar's repository, held by the real repository and its mock alike.
@Suite("Repository contract: the articles", .tags(.contract))
struct ArticleRepositoryContractTests {
  enum Implementation: String, ContractImplementation { case remote, mock }

  let fixture = StoreFixture()

  /// An article repository backed by a server holding 23 articles, with nothing stored yet.
  func articles(_ implementation: Implementation) -> any ArticleRepository {
    switch implementation {
    case .remote:
      let api = MockAPIClient()
      api.serveArticles(totalCount: 23)
      return RemoteArticleRepository(api: api, store: fixture.store)
    case .mock:
      let mock = MockArticleRepository()
      mock.serve(totalCount: 23)
      return mock
    }
  }

  @Test(
    "Pages articles with the total; past the end is an empty page",
    arguments: Implementation.allCases)
  func pagesArticles(implementation: Implementation) async throws {
    let sut = articles(implementation)
    let last = try await sut.articles(try PageRequest(page: 3, perPage: 10))
    #expect(last.value.items.map(\.id) == [21, 22, 23])
    #expect(last.value.totalCount == 23)
    let past = try await sut.articles(try PageRequest(page: 4, perPage: 10))
    #expect(past.value.items.isEmpty)
  }
}

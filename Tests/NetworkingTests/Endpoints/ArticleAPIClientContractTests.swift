import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// The exemplar's endpoint under the contract of every ``APIClient``: a server holding 23
/// articles, as the wire and as a mock (`APIClientContract`).
@Suite("API client contract: the articles' endpoint", .tags(.contract))
struct ArticleAPIClientContractTests: APIClientContract {
  typealias Implementation = APIClientImplementation

  static let articles = Article.mocks(count: 23)

  /// A mock that answers as the server does.
  func mock() -> MockAPIClient {
    let mock = MockAPIClient()
    mock.serveArticles(totalCount: Self.articles.count)
    return mock
  }

  @Test(
    "Pages articles with the total, and a page past the end is empty",
    arguments: Implementation.allCases)
  func pagesArticles(implementation: Implementation) async throws {
    let sut = client(implementation)
    let last = try await sut.send(FetchArticles(page: 3, perPage: 10))
    #expect(last.items.map(\.id) == [21, 22, 23])
    #expect(last.totalCount == 23)
    let past = try await sut.send(FetchArticles(page: 4, perPage: 10))
    #expect(past.items.isEmpty)
    #expect(past.totalCount == 23)
  }

  /// A few lines of server: `GET /posts`, paged as JSONPlaceholder pages it.
  static func serve(_ request: HTTPRequest) throws -> (Data, HTTPResponse) {
    let json = ["Content-Type": "application/json"]
    if request.url.path == "/posts" {
      let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      let page = Int(query.first { $0.name == "_page" }?.value ?? "") ?? 1
      let limit = Int(query.first { $0.name == "_limit" }?.value ?? "") ?? 10
      let slice = articles.dropFirst((page - 1) * limit).prefix(limit)
      var headers = HTTPHeaders(json)
      headers["X-Total-Count"] = String(articles.count)
      return (
        Data(Self.postsJSON(Array(slice)).utf8), HTTPResponse(statusCode: 200, headers: headers)
      )
    }
    return (Data("{}".utf8), HTTPResponse(statusCode: 404, headers: HTTPHeaders(json)))
  }

  private static func postsJSON(_ articles: [Article]) -> String {
    let objects = articles.map {
      #"{"id": \#($0.id), "userId": \#($0.userID), "title": "\#($0.title)", "body": "\#($0.body)"}"#
    }
    return "[" + objects.joined(separator: ", ") + "]"
  }
}

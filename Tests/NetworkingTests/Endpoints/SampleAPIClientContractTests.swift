import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// The samples' endpoints under the contract of every ``APIClient``: a server holding `User.mock`
/// (id 1) and 23 articles, as the wire and as a mock (`APIClientContract`).
@Suite("API client contract: the samples' endpoints", .tags(.contract))
struct SampleAPIClientContractTests: APIClientContract {
  typealias Implementation = APIClientImplementation

  static let articles = Article.mocks(count: 23)

  /// A mock that answers as the server does.
  func mock() -> MockAPIClient {
    let mock = MockAPIClient()
    mock.on(FetchUser.self).answers { call throws(APIError) in
      guard call.id == User.mock.id else { throw .status(404) }
      return UserDocument(.mock)
    }
    mock.serveArticles(totalCount: Self.articles.count)
    mock.on(ReplaceUser.self).answers { call in call.document }
    return mock
  }

  @Test("Fetches a user", arguments: Implementation.allCases)
  func fetchesUser(implementation: Implementation) async throws {
    #expect(try await client(implementation).send(FetchUser(id: 1)).user == .mock)
  }

  @Test("A missing user is a 404", arguments: Implementation.allCases)
  func missingUser(implementation: Implementation) async {
    await #expect(throws: APIError.status(404)) {
      try await client(implementation).send(FetchUser(id: 9))
    }
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

  @Test("Returns the profile as the server stored it", arguments: Implementation.allCases)
  func updatesProfile(implementation: Implementation) async throws {
    let changed = try ProfileUpdate(name: "Ada King").applied(to: .mock)
    let saved = try await client(implementation).send(ReplaceUser(UserDocument(changed)))
    #expect(saved.user == changed)
  }

  /// A few lines of server: enough of the REST API for the contract.
  static func serve(_ request: HTTPRequest) throws -> (Data, HTTPResponse) {
    let json = ["Content-Type": "application/json"]
    let path = request.url.path
    if path == "/users/1", request.method == .get {
      return (
        try ReplaceUser(UserDocument(.mock)).request().body ?? Data(),
        HTTPResponse(statusCode: 200, headers: HTTPHeaders(json))
      )
    }
    if path == "/users/1", request.method == .put, let body = request.body {
      return (body, HTTPResponse(statusCode: 200, headers: HTTPHeaders(json)))
    }
    if path == "/posts" {
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

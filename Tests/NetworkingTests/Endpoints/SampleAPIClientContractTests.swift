import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// The profile's endpoints under the contract of every ``APIClient``: a server holding
/// `User.mock` (id 1), as the wire and as a mock (`APIClientContract`).
@Suite("API client contract: the profile's endpoints", .tags(.contract))
struct SampleAPIClientContractTests: APIClientContract {
  typealias Implementation = APIClientImplementation

  /// A mock that answers as the server does.
  func mock() -> MockAPIClient {
    let mock = MockAPIClient()
    mock.on(FetchUser.self).answers { call throws(APIError) in
      guard call.id == User.mock.id else { throw .status(404) }
      return UserDocument(.mock)
    }
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
    return (Data("{}".utf8), HTTPResponse(statusCode: 404, headers: HTTPHeaders(json)))
  }
}

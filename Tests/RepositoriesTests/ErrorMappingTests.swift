import Domain
import DomainMocks
import Networking
import NetworkingMocks
import Repositories
import Testing

/// Every `APIError` a client can throw, and the `RepositoryError` a view model then sees.
@Suite("Repository error mapping", .tags(.errorMapping))
struct ErrorMappingTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()

  @Test(
    "Maps each API error into the repository's terms",
    arguments: [
      (APIError.status(404), RepositoryError.notFound(resource: "user 7")),
      (.status(401), .unauthorized(statusCode: 401)),
      (.status(403), .unauthorized(statusCode: 403)),
      (.status(400), .rejected(statusCode: 400)),
      (.status(409), .rejected(statusCode: 409)),
      (.status(408), .unavailable(reason: "the server answered HTTP 408")),
      (.status(429), .unavailable(reason: "the server answered HTTP 429")),
      (.status(500), .unavailable(reason: "the server answered HTTP 500")),
      (.status(503), .unavailable(reason: "the server answered HTTP 503")),
      (.status(304), .invalidResponse(reason: "the server answered with an unexpected HTTP 304")),
      (.transport(.timedOut), .unavailable(reason: "the request timed out")),
      (.transport(.cannotConnect), .unavailable(reason: "could not connect to the server")),
      (
        .transport(.hostNotFound), .unavailable(reason: "the server's host name could not be found")
      ),
      (.transport(.connectionLost), .unavailable(reason: "the connection was lost")),
      (.transport(.notConnectedToInternet), .unavailable(reason: "this device is not connected")),
      (
        .transport(.secureConnectionFailed),
        .unavailable(reason: "a secure connection to the server could not be made")
      ),
      (.transport(.other(code: 7, description: "odd")), .unavailable(reason: "odd")),
      (
        .transport(.responseTooLarge(limit: 4_194_304)),
        .invalidResponse(reason: "the response was larger than 4096 KiB")
      ),
      (
        .transport(.redirectRefused(.insecureDowngrade)),
        .invalidResponse(reason: "the server redirected to an insecure http:// address")
      ),
      (
        .transport(.redirectRefused(.requestHasBody(.put))),
        .invalidResponse(reason: "the server redirected a PUT request, which would lose its body")
      ),
      (
        .transport(.redirectRefused(.tooManyRedirects(limit: 5))),
        .invalidResponse(reason: "the server redirected more than 5 times")
      ),
      (.transport(.invalidResponse), .invalidResponse(reason: "the reply was not valid HTTP")),
      (
        .unexpectedContentType("text/html"),
        .invalidResponse(reason: "the server sent text/html where JSON was expected")
      ),
      (
        .decoding(DecodingFailure(path: "email", problem: .missingField)),
        .invalidResponse(reason: "field `email` is missing")
      ),
      (.invalidRequest("bad id"), .invalidRequest(reason: "bad id")),
      (.cancelled, .cancelled),
    ])
  func mapsAPIErrors(apiError: APIError, expected: RepositoryError) async {
    api.fetchUser.fails(with: apiError)
    let repository = RemoteUserRepository(api: api, store: fixture.store)
    await #expect(throws: expected) { try await repository.user(id: 7) }
  }
}

import Domain
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Storage
import TestSupport
import Testing

/// Every `APIError` a client can throw, and the `RepositoryError` a view model then sees: the
/// reason in the repository's words, with the client's error kept whole beside it.
@Suite("Repository error mapping", .tags(.errorMapping))
struct RepositoryErrorMappingTests {
  let fixture = StoreFixture()
  let api = MockAPIClient()

  static func unavailable(_ reason: Unavailability.Reason, _ cause: APIError) -> RepositoryError {
    .unavailable(Unavailability(reason, underlyingError: cause))
  }

  static func invalid(_ reason: ResponseProblem.Reason, _ cause: APIError) -> RepositoryError {
    .invalidResponse(ResponseProblem(reason, underlyingError: cause))
  }

  static let cases: [(APIError, RepositoryError)] = [
    (.status(404), .notFound(.articlesPage(1))),
    (.status(401), .unauthorized(statusCode: 401)),
    (.status(403), .unauthorized(statusCode: 403)),
    (.status(400), .rejected(statusCode: 400, message: nil)),
    (.status(409, message: "taken"), .rejected(statusCode: 409, message: "taken")),
    (.status(408), unavailable(.serverError(statusCode: 408), .status(408))),
    (.status(429), unavailable(.serverError(statusCode: 429), .status(429))),
    (.status(500), unavailable(.serverError(statusCode: 500), .status(500))),
    (.status(503), unavailable(.serverError(statusCode: 503), .status(503))),
    (.status(304), invalid(.unexpectedStatus(304), .status(304))),
    (.transport(.timedOut), unavailable(.timedOut, .transport(.timedOut))),
    (.transport(.cannotConnect), unavailable(.cannotConnect, .transport(.cannotConnect))),
    (.transport(.hostNotFound), unavailable(.hostNotFound, .transport(.hostNotFound))),
    (.transport(.connectionLost), unavailable(.connectionLost, .transport(.connectionLost))),
    (
      .transport(.notConnectedToInternet),
      unavailable(.notConnectedToInternet, .transport(.notConnectedToInternet))
    ),
    (
      .transport(.secureConnectionFailed),
      unavailable(.secureConnectionFailed, .transport(.secureConnectionFailed))
    ),
    (.transport(.other(.badURL)), unavailable(.other(code: -1000), .transport(.other(.badURL)))),
    (.transport(.offline), unavailable(.offline, .transport(.offline))),
    (
      .transport(.responseTooLarge(limit: 4_194_304, statusCode: 500)),
      invalid(
        .tooLarge(limit: 4_194_304),
        .transport(.responseTooLarge(limit: 4_194_304, statusCode: 500)))
    ),
    (
      .transport(.redirectRefused(.insecureDowngrade)),
      invalid(
        .refusedRedirect(.insecureDowngrade), .transport(.redirectRefused(.insecureDowngrade)))
    ),
    (
      .transport(.redirectRefused(.disallowedTarget("ftp://x/"))),
      invalid(
        .refusedRedirect(.disallowedTarget("ftp://x/")),
        .transport(.redirectRefused(.disallowedTarget("ftp://x/"))))
    ),
    (
      .transport(.redirectRefused(.requestHasBody(.put))),
      invalid(
        .refusedRedirect(.wouldDropBody(method: "PUT")),
        .transport(.redirectRefused(.requestHasBody(.put))))
    ),
    (
      .transport(.redirectRefused(.tooManyRedirects(limit: 5))),
      invalid(
        .refusedRedirect(.tooMany(limit: 5)),
        .transport(.redirectRefused(.tooManyRedirects(limit: 5))))
    ),
    (.transport(.invalidResponse), invalid(.malformed, .transport(.invalidResponse))),
    (
      .transport(
        .localStorageFailed(
          LocalFailure(
            path: "/d/users.json",
            underlyingError: StorageError.readFailed(
              path: "/d/users.json", SystemError(code: EACCES))))),
      .storageFailed(
        StoreFailure(
          path: "/d/users.json", .system(code: EACCES, description: "Permission denied"),
          underlyingError: .readFailed(path: "/d/users.json", SystemError(code: EACCES))))
    ),
    (
      .unexpectedContentType("text/html"),
      invalid(.notJSON(mediaType: "text/html"), .unexpectedContentType("text/html"))
    ),
    (
      .decoding(DecodingFailure(path: "", problem: .notJSON)),
      invalid(.notJSON(mediaType: nil), .decoding(DecodingFailure(path: "", problem: .notJSON)))
    ),
    (
      .decoding(DecodingFailure(path: "email", problem: .missingField)),
      invalid(
        .missingField("email"), .decoding(DecodingFailure(path: "email", problem: .missingField)))
    ),
    (
      .decoding(DecodingFailure(path: "email", problem: .null)),
      invalid(.missingField("email"), .decoding(DecodingFailure(path: "email", problem: .null)))
    ),
    (
      .decoding(DecodingFailure(path: "id", problem: .wrongType(expected: "a number"))),
      invalid(
        .invalidField("id"),
        .decoding(DecodingFailure(path: "id", problem: .wrongType(expected: "a number"))))
    ),
    (
      .invalidHeader(name: "X-Total-Count", value: "-1"),
      invalid(
        .invalidHeader(name: "X-Total-Count"), .invalidHeader(name: "X-Total-Count", value: "-1"))
    ),
    (
      .invalidRequest(.unencodableBody),
      .invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
    ),
    (.cancelled, .cancelled),
  ]

  @Test("Maps each API error into the repository's terms, keeping it", arguments: cases)
  func mapsAPIErrors(apiError: APIError, expected: RepositoryError) async throws {
    api.on(FetchArticles.self).fails(with: apiError)
    let repository = RemoteArticleRepository(api: api, store: fixture.store)
    let first = try PageRequest(page: 1, perPage: 10)
    await #expect(throws: expected) { try await repository.articles(first, policy: .networkFirst) }
  }
}

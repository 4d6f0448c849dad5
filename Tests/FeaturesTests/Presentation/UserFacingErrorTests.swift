import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import Repositories
import Storage
import Testing

/// The one place Strata's errors become words, so the one place their sentences are tested.
@Suite("User-facing errors", .tags(.messages))
struct UserFacingErrorTests {
  static let timeout = APIError.transport(.timedOut)
  static let corrupted = StoreFailure(
    path: "/d/user-1.json", .corrupted,
    underlyingError: .corrupted(path: "/d/user-1.json", .notADocument))

  static let sentences: [(RepositoryError, UserFacingError.Category, String)] = [
    (.notFound(Subject("note", id: 99)), .notFound, "The server has no note 99."),
    (
      .unauthorized(statusCode: 401), .unauthorized,
      "The server refused the credentials (HTTP 401)."
    ),
    (
      .rejected(statusCode: 422, message: nil), .refused,
      "The server refused the request (HTTP 422)."
    ),
    (
      .rejected(statusCode: 409, message: "The title is taken."), .refused,
      "The server refused the request (HTTP 409): The title is taken."
    ),
    (
      .invalidRequest(underlyingError: .invalidRequest(.unencodableBody)), .invalidInput,
      "The request could not be made: its body could not be encoded as JSON."
    ),
    (
      .invalidRequest(underlyingError: .invalidRequest(.invalidPath(.missing("id")))),
      .invalidInput, "The request could not be made: its path has no value it can hold for id."
    ),
    (
      .invalidRequest(underlyingError: .invalidRequest(.invalidPath(.invalid("slug")))),
      .invalidInput, "The request could not be made: its path has no value it can hold for slug."
    ),
    (
      .unavailable(Unavailability(.serverError(statusCode: 503), underlyingError: .status(503))),
      .unavailable, "The server is unavailable: the server answered HTTP 503."
    ),
    (
      .unavailable(
        Unavailability(.timedOut, underlyingError: timeout, unusableStoredCopy: corrupted)),
      .unavailable,
      "The server is unavailable: the request timed out. The stored copy at /d/user-1.json could "
        + "not be used (the file is corrupted) and was ignored."
    ),
    (
      .invalidResponse(ResponseProblem(.missingField("email"), underlyingError: timeout)),
      .unreadableResponse,
      "The server's response could not be understood: field `email` is missing."
    ),
    (
      .invalidResponse(ResponseProblem(.notJSON(mediaType: "text/html"), underlyingError: timeout)),
      .unreadableResponse,
      "The server's response could not be understood: the server sent text/html where JSON was "
        + "expected."
    ),
    (
      .invalidResponse(
        ResponseProblem(.refusedRedirect(.disallowedTarget("ftp://x/")), underlyingError: timeout)),
      .unreadableResponse,
      "The server's response could not be understood: the server redirected to ftp://x/, which "
        + "Strata does not follow (https, or http to this machine only)."
    ),
    (
      .invalidResponse(
        ResponseProblem(.refusedRedirect(.wouldDropBody(method: "PUT")), underlyingError: timeout)),
      .unreadableResponse,
      "The server's response could not be understood: the server redirected a PUT request in a "
        + "way that would lose its body (Strata sends a write again only on a 307 or 308 to the "
        + "same server)."
    ),
    (
      .invalidResponse(
        ResponseProblem(
          .refusedRedirect(.wouldDropBody(method: "DELETE")), underlyingError: timeout)),
      .unreadableResponse,
      "The server's response could not be understood: the server redirected a DELETE request, "
        + "which Strata sends again only on a 307 or 308 to the same server."
    ),
    (
      .notStored(Subject("note", id: 1), discarded: nil), .notStored,
      "Nothing is stored for note 1."
    ),
    (
      .notStored(Subject("note", id: 1), discarded: corrupted), .notStored,
      "Nothing is stored for note 1. The stored copy at /d/user-1.json could not be used (the file "
        + "is corrupted) and was ignored."
    ),
    (
      .notStored(
        Subject("notes"),
        discarded: StoreFailure(
          path: "/d/notes.json", .otherSchemaVersion(7),
          underlyingError: .unsupportedVersion(path: "/d/notes.json", found: 7))),
      .notStored,
      "Nothing is stored for notes. The stored copy at /d/notes.json was written with "
        + "schema version 7, which this version of Strata cannot read, and was ignored."
    ),
    (
      .storageFailed(
        StoreFailure(
          path: "/data/cache", .system(code: EACCES, description: "Permission denied"),
          underlyingError: .writeFailed(path: "/data/cache", SystemError(code: EACCES)))),
      .storage, "The local store failed at /data/cache: the system said \"Permission denied\"."
    ),
    (
      .storageFailed(
        StoreFailure(path: "/data", .diskFull, underlyingError: .outOfSpace(path: "/data"))),
      .storage,
      "The local store failed at /data: the disk is full."
    ),
    (
      .notFound(.unsent("todo", change: 3)), .notFound,
      "No new todo 3 waits in the outbox; 'strata outbox' lists the changes that do."
    ),
    (
      .unreadableChange(id: 4), .storage,
      "Change 4 was kept, but it can no longer be read, so it will never be sent."
    ),
    (
      .unsentChange(
        id: 4,
        cause: .invalidResponse(
          ResponseProblem(
            .notJSON(mediaType: "text/html"), underlyingError: .unexpectedContentType("text/html")))
      ),
      .unreadableResponse,
      "The server's response could not be understood: the server sent text/html where JSON was "
        + "expected. Change 4 is set apart in the outbox: it is not sent again."
    ),
    (
      .outboxFull(capacity: 10_000), .storage,
      "The outbox holds 10000 changes, the most it keeps, so this change was not kept."
    ),
    (
      .busy(path: "/data/sync.lock", holder: "a sync (process 7)"), .busy,
      "The store is busy: a sync (process 7) holds its lock (/data/sync.lock)."
    ),
    (
      .unavailable(Unavailability(.serverError(statusCode: 429), underlyingError: .status(429))),
      .unavailable, "The server is unavailable: the server asked to slow down (HTTP 429)."
    ),
    (
      .unavailable(Unavailability(.offline, underlyingError: .transport(.offline))),
      .unavailable,
      "The server is unavailable: strata was started with --offline, so nothing is sent."
    ),
    (.cancelled, .cancelled, "Cancelled."),
  ]

  @Test("Words each repository error as one sentence with a category", arguments: sentences)
  func wordsRepositoryErrors(
    error: RepositoryError, category: UserFacingError.Category, message: String
  ) {
    #expect(
      UserFacingError(error)
        == UserFacingError(category: category, message: message, underlyingError: error))
  }

  @Test(
    "Words a field's problems by its label",
    arguments: [
      (FieldProblem.empty, "Title must not be empty."),
      (.tooLong(maximum: 100), "Title must be at most 100 characters."),
      (.tooShort(minimum: 1), "Title must be at least 1 character."),
      (.doesNotMatch(shape: "a slug, such as dune"), "Title must be a slug, such as dune."),
      (.refusedByRule(reason: "is taken"), "Title is taken."),
    ])
  func wordsFieldProblems(problem: FieldProblem, message: String) {
    #expect(UserFacingError.message(for: problem, named: "Title") == message)
  }
}

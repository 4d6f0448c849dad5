import Domain
import Features
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
    (.notFound(.user(99)), .notFound, "The server has no user 99."),
    (
      .unauthorized(statusCode: 401), .unauthorized,
      "The server refused the credentials (HTTP 401)."
    ),
    (.rejected(statusCode: 422), .refused, "The server refused the request (HTTP 422)."),
    (
      .invalidRequest(underlyingError: .invalidRequest(.unencodableBody)), .invalidInput,
      "The request could not be made: its body could not be encoded as JSON."
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
    (.notStored(.user(1), discarded: nil), .notStored, "Nothing is stored for user 1."),
    (
      .notStored(.user(1), discarded: corrupted), .notStored,
      "Nothing is stored for user 1. The stored copy at /d/user-1.json could not be used (the file "
        + "is corrupted) and was ignored."
    ),
    (
      .notStored(
        .articlesPage(2),
        discarded: StoreFailure(
          path: "/d/articles.json", .otherSchemaVersion(7), underlyingError: nil)),
      .notStored,
      "Nothing is stored for articles page 2. The stored copy at /d/articles.json was written with "
        + "schema version 7, which this version of Strata cannot read, and was ignored."
    ),
    (
      .storageFailed(
        StoreFailure(path: "/data/cache", .system("Permission denied"), underlyingError: nil)),
      .storage, "The local store failed at /data/cache: the system said \"Permission denied\"."
    ),
    (
      .storageFailed(StoreFailure(path: "/data", .diskFull, underlyingError: nil)), .storage,
      "The local store failed at /data: the disk is full."
    ),
    (
      .busy(path: "/data/sync.lock"), .busy,
      "Another sync is using the store (locked at /data/sync.lock)."
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
    "Words every field problem",
    arguments: [
      (FieldProblem.empty, ProfileField.name, "The name must not be empty."),
      (.tooLong(maximum: 100), .name, "The name must be at most 100 characters."),
      (.containsControlCharacters, .name, "The name must be one line, without control characters."),
      (.empty, .email, "The email address must not be empty."),
      (.malformedEmail, .email, "The email address must look like name@example.com."),
    ])
  func wordsFieldProblems(problem: FieldProblem, field: ProfileField, message: String) {
    #expect(UserFacingError.message(for: problem, in: field) == message)
  }

  @Test("Words a validation failure with no underlying repository error")
  func validation() {
    let error = UserFacingError(ProfileValidationError.nothingToChange)
    #expect(error.category == .invalidInput)
    #expect(error.underlyingError == nil)
  }
}

import Domain
import Features
import Foundation
import Repositories
import Testing

@Suite("User-facing errors", .tags(.messages))
struct UserFacingErrorTests {
  @Test(
    "Words every repository error as a sentence with a category",
    arguments: [
      (
        RepositoryError.notFound(resource: "user 99"), UserFacingError.Category.notFound,
        "The server has no user 99."
      ),
      (
        .unauthorized(statusCode: 401), .unauthorized,
        "The server refused the credentials (HTTP 401)."
      ),
      (.rejected(statusCode: 422), .refused, "The server refused the request (HTTP 422)."),
      (.invalidRequest(reason: "bad id"), .invalidInput, "The request could not be made: bad id."),
      (
        .unavailable(reason: "the server answered HTTP 503"), .unavailable,
        "The server is unavailable: the server answered HTTP 503."
      ),
      (
        .invalidResponse(reason: "field `email` is missing"), .unreadableResponse,
        "The server's response could not be understood: field `email` is missing."
      ),
      (.notStored(resource: "user 1", discarded: nil), .notStored, "Nothing is stored for user 1."),
      (
        .notStored(
          resource: "user 1",
          discarded:
            "the stored copy at /d/user-1.json was unreadable (not a Strata document) and was ignored"
        ), .notStored,
        "Nothing is stored for user 1. The stored copy at /d/user-1.json was unreadable (not a Strata document) and was ignored."
      ),
      (
        .storageFailed(path: "/data/cache", reason: "Permission denied"), .storage,
        "The local store at /data/cache failed: permission denied."
      ),
      (
        .storageFailed(path: "/data", reason: "it is a file, not a directory"), .storage,
        "The local store at /data failed: it is a file, not a directory."
      ),
      (
        .busy(path: "/data/sync.lock"), .busy,
        "Another sync is using the store (locked at /data/sync.lock)."
      ),
      (.cancelled, .cancelled, "Cancelled."),
    ])
  func wordsRepositoryErrors(
    error: RepositoryError, category: UserFacingError.Category, message: String
  ) {
    #expect(UserFacingError(error) == UserFacingError(category: category, message: message))
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
}

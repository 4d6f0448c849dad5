public import Networking

/// Why a repository could not deliver. The only error type view models ever see.
///
/// Each case says what happened in the app's terms, as values a view model can word without
/// importing Networking or Storage (``Unavailability``, ``ResponseProblem``, ``StoreFailure``),
/// and keeps the error it was made from (`underlyingError`), whole, as swift-openapi-runtime's
/// `ClientError` keeps its `underlyingError`: nothing is lost on the way up, and a diagnostic
/// (`--verbose`, a crash report, a debugger) can still see exactly what the transport said.
/// Sentences are written once, by the presentation layer (`UserFacingError` in Features).
public enum RepositoryError: Error, Hashable, Sendable {
  /// The server has no such resource (HTTP 404).
  case notFound(Resource)
  /// The server refused the credentials (HTTP 401 or 403).
  case unauthorized(statusCode: Int)
  /// The server refused the request for another reason (another 4xx).
  case rejected(statusCode: Int)
  /// The request could not be made from the input given; nothing was sent.
  case invalidRequest(underlyingError: APIError)
  /// The server could not be reached, or kept failing.
  case unavailable(Unavailability)
  /// The server answered with something Strata cannot use.
  case invalidResponse(ResponseProblem)
  /// Reading offline, and nothing usable is stored for the resource; `discarded` describes a
  /// stored copy that was found but could not be used.
  case notStored(Resource, discarded: StoreFailure?)
  /// The local store failed.
  case storageFailed(StoreFailure)
  /// Another process holds the store's lock at `path`.
  case busy(path: String)
  /// The caller's task was cancelled.
  case cancelled
}

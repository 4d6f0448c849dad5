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
  /// The server has no such resource (HTTP 404); `message` is the reason it gave, when it gave
  /// one.
  case notFound(Subject, message: String? = nil)
  /// The server refused the credentials (HTTP 401 or 403); `message` is the reason it gave.
  case unauthorized(statusCode: Int, message: String? = nil)
  /// The person's session ended and could not be renewed: they must sign in again.
  case signedOut
  /// The server refused the request for another reason (another 4xx); `message` is the reason
  /// it gave, when it gave one.
  case rejected(statusCode: Int, message: String?)
  /// The request could not be made from the input given; nothing was sent.
  case invalidRequest(underlyingError: APIError)
  /// The server could not be reached, or kept failing.
  case unavailable(Unavailability)
  /// The server answered with something Strata cannot use.
  case invalidResponse(ResponseProblem)
  /// Reading offline, and nothing usable is stored for the resource; `discarded` describes a
  /// stored copy that was found but could not be used.
  case notStored(Subject, discarded: StoreFailure?)
  /// The local store failed.
  case storageFailed(StoreFailure)
  /// Another process holds the store's lock at `path`; `holder` is what it is doing, when it
  /// said.
  case busy(path: String, holder: String?)
  /// A change was not sent because the server's value of a field it changes was changed by
  /// someone else too; the change waits in the outbox, marked as a conflict.
  case conflict(ChangeConflict)
  /// Change `id`, just kept in the outbox, could not be read back (its line was damaged on the
  /// disk in the moment between), so it will never be sent: it waits, set apart, until it is
  /// discarded.
  case unreadableChange(id: Int)
  /// Change `id` was kept in the outbox and sent, but the server answered in a way not to act
  /// on (`cause`: a redirect Strata does not follow, a reply that is not JSON), and may have
  /// applied it: it is set apart, never sent again, until it is discarded.
  indirect case unsentChange(id: Int, cause: RepositoryError)
  /// The outbox holds `capacity` changes, the most it keeps, so a new one was not kept.
  case outboxFull(capacity: Int)
  /// The caller's task was cancelled.
  case cancelled
}

public import Networking

/// Why a repository could not deliver: the only error type view models ever see.
///
/// Each case is in the app's terms (``Unavailability``, ``ResponseProblem``, ``StoreFailure``), so
/// a view model words it without Networking or Storage. Each keeps its `underlyingError` whole for
/// `--verbose` or a debugger.
public enum RepositoryError: Error, Hashable, Sendable {
  /// The server has no such resource (HTTP 404); `message` is the reason it gave, if any.
  case notFound(Subject, message: String? = nil)
  /// The server refused the credentials (HTTP 401 or 403); `message` is the reason it gave.
  case unauthorized(statusCode: Int, message: String? = nil)
  /// The person's session ended and could not be renewed: they must sign in again.
  case signedOut
  /// The server refused the request for another reason (another 4xx), with its `message`.
  case rejected(statusCode: Int, message: String?)
  /// The request could not be made from the input given; nothing was sent.
  case invalidRequest(underlyingError: APIError)
  /// The server could not be reached, or kept failing.
  case unavailable(Unavailability)
  /// The server answered with something Strata cannot use.
  case invalidResponse(ResponseProblem)
  /// Reading offline, nothing usable is stored; `discarded` is a copy found but unusable.
  case notStored(Subject, discarded: StoreFailure?)
  /// The local store failed.
  case storageFailed(StoreFailure)
  /// Another process holds the store's lock at `path`; `holder` is what it is doing, if said.
  case busy(path: String, holder: String?)
  /// A change was not sent because a field it changes was changed on the server too; it waits
  /// in the outbox, marked as a conflict.
  case conflict(ChangeConflict)
  /// Change `id`, just kept in the outbox, could not be read back (damaged on disk meanwhile):
  /// it is never sent, and waits, set apart, until discarded.
  case unreadableChange(id: Int)
  /// Change `id` was sent and answered in a way not to act on (`cause`: a redirect, a reply not
  /// JSON); it may have been applied, so it is set apart, never sent again, until discarded.
  indirect case unsentChange(id: Int, cause: RepositoryError)
  /// The outbox holds `capacity` changes, the most it keeps, so a new one was not kept.
  case outboxFull(capacity: Int)
  /// The caller's task was cancelled.
  case cancelled
}

/// Why a repository could not deliver. The only error type view models ever see.
///
/// Cases describe what happened in the app's terms, not HTTP's or the disk's, and carry short
/// reasons in plain words ("the request timed out"), so a view model can build a sentence for a
/// person without importing Networking or Storage.
public enum RepositoryError: Error, Hashable, Sendable {
  /// The server has no such resource (HTTP 404); `resource` names it, for example "user 7".
  case notFound(resource: String)
  /// The server refused the credentials (HTTP 401 or 403).
  case unauthorized(statusCode: Int)
  /// The server refused the request for another reason (another 4xx).
  case rejected(statusCode: Int)
  /// The request could not be made from the input given; nothing was sent.
  case invalidRequest(reason: String)
  /// The server could not be reached, or kept failing; `reason` says how.
  case unavailable(reason: String)
  /// The server answered with something unusable; `reason` says what.
  case invalidResponse(reason: String)
  /// Reading offline, and nothing usable is stored for `resource`; `discarded` explains a stored
  /// copy that was found but could not be used.
  case notStored(resource: String, discarded: String?)
  /// The local store failed at `path`; `reason` says how.
  case storageFailed(path: String, reason: String)
  /// Another process holds the store's lock at `path`.
  case busy(path: String)
  /// The caller's task was cancelled.
  case cancelled
}

public import Domain
import Networking

/// Sends the outbox's changes of one resource, and keeps the stored copies in step: the one
/// place that knows how a change of `todos`, or of `users`, becomes requests. It reports what
/// became of each change rather than throwing: a refusal or a conflict is that change's alone.
public protocol ChangeSending: Sendable {
  /// The resource whose changes it sends, by storage name (``PendingChange/resource``).
  var resource: String { get }

  /// One item of the resource, in a sentence: `user`, `todo`.
  var itemName: String { get }

  /// Sends `change` and says what became of it.
  func send(_ change: PendingChange) async -> SendResult
}

/// What became of one change sent.
public enum SendResult: Hashable, Sendable {
  /// The server applied it: `itemID` as JSON holds it, when known (an add's new item);
  /// `unreadable`, why its answer could not be read as the item; `storeFailure`, why the stored
  /// copies could not be kept in step.
  case sent(
    itemID: FieldValue?, unreadable: ResponseProblem? = nil, storeFailure: RepositoryError? = nil)
  /// Not sent: these fields were changed on the server too.
  case conflict([FieldConflict])
  /// The server refused it (a 4xx), giving this reason.
  case refused(statusCode: Int, message: String?)
  /// It could not be sent now (the server is unreachable, the app offline, the store failed):
  /// it waits, with the changes after it.
  case notSent(RepositoryError)
  /// It cannot be sent as it is kept (an identifier of the wrong kind, a field the resource no
  /// longer has); it stays, marked, until discarded, and the outbox goes on.
  case unsendable(RepositoryError)
}

/// What an error from the API means for a change being sent: a refusal (a 4xx) is that change's
/// alone, and the outbox goes on; anything else stops the sending, and the change waits.
///
/// A `409` is a refusal like any other: most servers mean "that name is taken" by it, which
/// waiting never mends (docs/decisions/0013). The IETF Idempotency-Key draft also answers `409`
/// while a key's first attempt is being applied: `RetryPolicy` retries it; a first attempt meets
/// it only right after a killed send, and then shows refused though the server applied it.
extension SendResult {
  /// `error`'s meaning for the change of `id` of `resource`.
  init(_ error: APIError, resource: String, id: String?) {
    switch error {
    case .status(let code, let message)
    where (400..<500).contains(code) && code != 408 && code != 429:
      self = .refused(statusCode: code, message: message)
    default:
      self = .notSent(RepositoryError(error, resource: Subject(resource, identifier: id)))
    }
  }

  /// Why a write's answer went unread, when the write failed only in reading it (a `2xx` body too
  /// large); `nil` for any other failure. The server applied the change, and sending it again
  /// would apply it twice, so it counts as sent. Callers ask only of a write's failure.
  static func appliedUnread(_ error: APIError) -> ResponseProblem? {
    guard case .transport(.responseTooLarge(let limit, let code?)) = error,
      (200..<300).contains(code)
    else { return nil }
    return ResponseProblem(.tooLarge(limit: limit), underlyingError: error)
  }
}

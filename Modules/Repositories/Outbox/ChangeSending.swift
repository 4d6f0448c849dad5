public import Domain
import Networking

/// Sends one resource's outbox changes as requests and keeps its stored copies in step. It
/// reports each outcome instead of throwing, as a refusal or conflict is that change's alone.
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

/// What an API error means for a change being sent. A 4xx other than 408 and 429 refuses that
/// change alone, and the outbox goes on; anything else stops the sending, and the change waits.
/// A `409` is a refusal too, as servers mostly mean "that name is taken" (docs/decisions/0013);
/// the Idempotency-Key draft's `409` for a key still being applied is retried by `RetryPolicy`,
/// and shows refused, though applied, only right after a killed send.
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

  /// Why a write's answer went unread when only reading it failed (a `2xx` body too large), or
  /// `nil`. The server applied that change, so it counts as sent rather than being sent twice.
  static func appliedUnread(_ error: APIError) -> ResponseProblem? {
    guard case .transport(.responseTooLarge(let limit, let code?)) = error,
      (200..<300).contains(code)
    else { return nil }
    return ResponseProblem(.tooLarge(limit: limit), underlyingError: error)
  }
}

public import Domain

/// Sends the outbox's changes of one resource to the server: the one place that knows how a
/// change of `todos`, or of `users`, becomes requests.
///
/// A sender also keeps the stored copies in step with what the server accepted, so a change that
/// was sent shows in every read after it, online or not. It reports what became of each change
/// rather than throwing: a refusal or a conflict is an outcome for that change alone, and the
/// outbox goes on with the next.
public protocol ChangeSending: Sendable {
  /// The resource whose changes it sends, as ``PendingChange/resource`` names it: its storage
  /// name.
  var resource: String { get }

  /// One item of the resource, in a sentence: `user`, `todo`.
  var itemName: String { get }

  /// Sends `change` and says what became of it.
  func send(_ change: PendingChange) async -> SendResult
}

/// What became of one change sent.
public enum SendResult: Hashable, Sendable {
  /// The server applied it. `itemID` is the item's identifier as JSON holds it, when known (an
  /// add's new item); `unreadable` is why the server's answer could not be read as the item,
  /// when it could not; `storeFailure` is why the stored copies could not be kept in step, when
  /// they could not. Either way the change was applied.
  case sent(
    itemID: FieldValue?, unreadable: ResponseProblem? = nil, storeFailure: RepositoryError? = nil)
  /// Not sent: these fields were changed on the server too.
  case conflict([FieldConflict])
  /// The server refused it (a 4xx), giving this reason.
  case refused(statusCode: Int, message: String?)
  /// It could not be sent now (the server is unreachable, the app offline, the store failed):
  /// it waits, with the changes after it.
  case notSent(RepositoryError)
  /// It cannot be sent as it is kept: its values no longer make a change of the resource (an
  /// identifier of the wrong kind, a field it no longer has). It stays, marked, until discarded;
  /// the outbox goes on with the next.
  case unsendable(RepositoryError)
}

public import Domain

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

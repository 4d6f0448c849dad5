public import Domain

/// The changes waiting to be sent, as a read sees them, to show items as they will be.
public protocol PendingChanges: Sendable {
  /// The changes of `resource` (its storage name, `todos`) that wait, oldest first; those that
  /// cannot be read are left out.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  func changes(of resource: String) async throws(RepositoryError) -> [PendingChange]
}

/// The queue a repository's writes go through. Each is kept first, then sent after every change
/// waiting before it, so nothing typed is lost and nothing overtakes; ``Outbox`` implements it.
public protocol ChangeQueue: PendingChanges {
  /// Keeps `change`, then sends what waits.
  ///
  /// - Throws: The server's refusal, after which the change leaves the queue;
  ///   ``RepositoryError/conflict(_:)`` or ``RepositoryError/unsentChange(id:cause:)`` when it
  ///   stays, marked; ``RepositoryError/outboxFull(capacity:)`` or a store error when it could
  ///   not be kept.
  func submit(_ change: NewChange) async throws(RepositoryError) -> Submission

  /// Gives change `id`, still unsent, the values `fields`, as an edit of an item added here does.
  ///
  /// - Returns: The change as it now waits, or `nil` when it no longer waits unsent.
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync may be sending it.
  func revise(_ id: Int, fields: FieldValues) async throws(RepositoryError) -> QueuedChange?

  /// Drops change `id` without sending it: a delete of an item added here.
  ///
  /// - Returns: The change dropped, or `nil` when none of that number waits.
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync is sending; the store's errors.
  func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange?
}

/// A change a repository makes: what it does, to what, with which values.
public struct NewChange: Hashable, Sendable {
  /// What it does: `add`, `edit`, `delete`, or an action of the app's own.
  public var action: PendingChange.Action
  /// The storage name of its resource: `todos`.
  public var resource: String
  /// Its collection's address, and for a change of an item, its `id`.
  public var target: FieldValues
  /// Every field given, for an add; the changed ones, for an edit.
  public var fields: FieldValues
  /// For an edit, the changed fields as the person saw them, to tell a conflict.
  public var original: FieldValues?

  /// A change of `action` to `target` of `resource`, setting `fields` that were `original`.
  public init(
    action: PendingChange.Action, resource: String, target: FieldValues, fields: FieldValues,
    original: FieldValues?
  ) {
    self.action = action
    self.resource = resource
    self.target = target
    self.fields = fields
    self.original = original
  }
}

/// What became of a change submitted.
public enum Submission: Hashable, Sendable {
  /// Sent; the values are as in `SendResult.sent`.
  case sent(itemID: FieldValue?, unreadable: ResponseProblem?, storeFailure: RepositoryError?)
  /// Waiting in the outbox.
  case queued(QueuedChange)
}

/// What a write did: the value as the server stored it, or, when it could not be sent now, the
/// value as it will be, with the change that waits in the outbox.
public struct Written<Value: Sendable>: Sendable {
  /// The value: as the server stored it, or as it will be once the change is sent.
  public var value: Value
  /// The change waiting in the outbox, when the write was queued rather than sent.
  public var queued: QueuedChange?
  /// Why the server's answer to a write it applied could not be read as the item.
  public var unreadableAnswer: ResponseProblem?
  /// Why the local store failed after the write (keeping the copy, or reading it back): the
  /// write stands, and the next read from the server brings the copy back in step.
  public var storeFailure: RepositoryError?

  /// A write the server took, and what failed after it.
  public init(
    sent value: Value, unreadable: ResponseProblem? = nil, storeFailure: RepositoryError? = nil
  ) {
    self.value = value
    self.queued = nil
    self.unreadableAnswer = unreadable
    self.storeFailure = storeFailure
  }

  /// A write that waits in the outbox; `storeFailure` is why the store failed to show it.
  public init(queued value: Value, _ queued: QueuedChange, storeFailure: RepositoryError? = nil) {
    self.value = value
    self.queued = queued
    self.unreadableAnswer = nil
    self.storeFailure = storeFailure
  }
}

extension Fetched {
  /// A write's result as a view model settles it: live, with the store's failure after it.
  public init<Wrapped>(written: Value) where Value == Written<Wrapped> {
    self.init(written, storeFailure: written.storeFailure)
  }
}

extension Written: Equatable where Value: Equatable {}
extension Written: Hashable where Value: Hashable {}

/// A change that waits in the outbox, why it was not sent now, and how many wait in all.
public struct QueuedChange: Hashable, Sendable {
  /// The change as it waits in the outbox, numbered (`id`): what a later sync sends.
  public var change: PendingChange
  /// Why it was not sent now: the app is offline, the server unreachable…; `nil` for a change
  /// that was waiting already (an add changed before it was sent).
  public var reason: RepositoryError?
  /// How many changes wait in the outbox, this one included.
  public var waiting: Int

  /// The note that `change` waits, unsent because of `reason`, with `waiting` in the outbox.
  public init(change: PendingChange, reason: RepositoryError?, waiting: Int) {
    self.change = change
    self.reason = reason
    self.waiting = waiting
  }
}

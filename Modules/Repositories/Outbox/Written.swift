/// What a write did: the value as the server stored it, or, when it could not be sent now, the
/// value as it will be, with the change that waits in the outbox.
public struct Written<Value: Sendable>: Sendable {
  /// The value: as the server stored it, or as it will be once the change is sent.
  public var value: Value
  /// The change waiting in the outbox, when the write was queued rather than sent.
  public var queued: QueuedChange?

  /// A write the server took.
  public init(sent value: Value) {
    self.value = value
    self.queued = nil
  }

  /// A write that waits in the outbox.
  public init(queued value: Value, _ queued: QueuedChange) {
    self.value = value
    self.queued = queued
  }
}

extension Written: Equatable where Value: Equatable {}
extension Written: Hashable where Value: Hashable {}

/// A change that waits in the outbox, why it was not sent now, and how many wait in all.
public struct QueuedChange: Hashable, Sendable {
  /// The change as it waits in the outbox, numbered (`id`): what a later sync sends.
  public var change: PendingChange
  /// Why it was not sent now: the app is offline, the server unreachable…
  public var reason: RepositoryError
  /// How many changes wait in the outbox, this one included.
  public var waiting: Int

  /// The note that `change` waits, unsent because of `reason`, with `waiting` in the outbox.
  public init(change: PendingChange, reason: RepositoryError, waiting: Int) {
    self.change = change
    self.reason = reason
    self.waiting = waiting
  }
}

public import Domain

/// An item as a list shows it: the value, and whether a change of it waits in the outbox.
public struct Tracked<Value: Sendable>: Sendable {
  /// The item, with any waiting change applied: as it will be.
  public var value: Value
  /// Whether a change of it waits to be sent.
  public var isPending: Bool

  /// An item, pending only when `isPending` says a change of it waits.
  public init(_ value: Value, isPending: Bool = false) {
    self.value = value
    self.isPending = isPending
  }
}

extension Tracked: Equatable where Value: Equatable {}
extension Tracked: Hashable where Value: Hashable {}
extension Tracked: Identifiable where Value: Identifiable {
  /// The item's identifier.
  public var id: Value.ID { value.id }
}

extension Tracked where Value: Resource {
  /// Whether it was added offline and waits to be sent: it has no identifier of the server's
  /// yet, so it shows under its change's, negated, and no count from the server includes it.
  public var isAddedOffline: Bool { isPending && value.id < 0 }
}

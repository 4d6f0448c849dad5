public import Foundation

/// A value read back from a ``DocumentStore``, with the time it was written.
public struct Stored<Value> {
  /// The value read back.
  public var value: Value
  /// When it was written.
  public var storedAt: Date

  /// Pairs a value read back with the time it was written.
  public init(value: Value, storedAt: Date) {
    self.value = value
    self.storedAt = storedAt
  }
}

extension Stored: Sendable where Value: Sendable {}
extension Stored: Equatable where Value: Equatable {}

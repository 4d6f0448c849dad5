/// A value a repository delivered, and where it came from, so a caller can tell the person that
/// what they see may be old; with any failure of the best-effort write to the local store.
public struct Fetched<Value: Sendable>: Sendable {
  /// What was delivered; when `isPending`, with the changes waiting in the outbox applied.
  public var value: Value
  /// Whether it came from the server or from the local store, and why.
  public var freshness: Freshness
  /// Why the value could not be written to the local store; the value itself is fine.
  public var storeFailure: RepositoryError?
  /// Whether the value shows changes waiting in the outbox, so it is not yet the server's.
  public var isPending: Bool

  /// A value as delivered: live, with no store failure and nothing pending, unless given.
  public init(
    _ value: Value, freshness: Freshness = .live, storeFailure: RepositoryError? = nil,
    isPending: Bool = false
  ) {
    self.value = value
    self.freshness = freshness
    self.storeFailure = storeFailure
    self.isPending = isPending
  }

  /// The same delivery with the value transformed: a view model's own shape of what arrived.
  public func map<Other: Sendable, Failure: Error>(
    _ transform: (Value) throws(Failure) -> Other
  ) throws(Failure) -> Fetched<Other> {
    Fetched<Other>(
      try transform(value), freshness: freshness, storeFailure: storeFailure,
      isPending: isPending)
  }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}

/// A value a repository delivered, and where it came from.
///
/// Offline-first means a read can succeed without the network; the caller must still be able
/// to tell the person that what they see may be old. `Fetched` carries that, plus any failure of
/// the best-effort write to the local store, which must be reported without hiding the value.
public struct Fetched<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// Whether it came from the server or from the local store, and why.
  public var freshness: Freshness
  /// Why the value could not be written to the local store, when it could not; the value itself
  /// is fine.
  public var storeFailure: RepositoryError?

  /// Creates a delivered value.
  public init(_ value: Value, freshness: Freshness = .live, storeFailure: RepositoryError? = nil) {
    self.value = value
    self.freshness = freshness
    self.storeFailure = storeFailure
  }

  /// The same delivery with the value transformed: a view model's own shape of what arrived.
  public func map<Other: Sendable>(_ transform: (Value) -> Other) -> Fetched<Other> {
    Fetched<Other>(transform(value), freshness: freshness, storeFailure: storeFailure)
  }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}

public import Foundation

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
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - freshness: Where it came from.
  ///   - storeFailure: A failed write-through, if any.
  public init(_ value: Value, freshness: Freshness = .live, storeFailure: RepositoryError? = nil) {
    self.value = value
    self.freshness = freshness
    self.storeFailure = storeFailure
  }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}

/// Where a delivered value came from.
public enum Freshness: Hashable, Sendable {
  /// From the server, just now.
  case live
  /// From the local store, written at `storedAt`, for `reason`.
  case stored(at: Date, reason: StoredReason)
}

/// Why a value came from the local store rather than the server.
public enum StoredReason: Hashable, Sendable {
  /// The caller asked for the stored copy only (`--offline`).
  case offlineRequested
  /// The server could not be reached; the error says how.
  case serverUnavailable(RepositoryError)
}

/// Whether a read may use the network.
public enum ReadPolicy: Hashable, Sendable {
  /// Ask the server, store what it says, and fall back to the stored copy when it cannot be
  /// reached.
  case networkFirst
  /// Read the stored copy only; send nothing.
  case storeOnly
}

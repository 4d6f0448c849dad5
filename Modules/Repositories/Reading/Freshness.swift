public import Foundation

/// Where a delivered value came from.
public enum Freshness: Hashable, Sendable {
  /// From the server, just now.
  case live
  /// From the local store, written at `at`, for `reason`.
  case stored(at: Date, reason: StoredReason)
}

public import Foundation
public import Repositories

/// Something the person should know about content that did load.
public enum Notice: Hashable, Sendable {
  /// The content is a stored copy from `storedAt`; `reason` says why it is not live.
  case stale(storedAt: Date, reason: StaleReason)
  /// The content is fine, but it could not be kept for offline use.
  case notSavedOffline(UserFacingError)
  /// The content shows changes that wait in the outbox: it is as it will be once they are sent.
  case pending

  /// Why content came from the local store.
  public enum StaleReason: Hashable, Sendable {
    /// The person asked for the stored copy (offline mode).
    case offlineRequested
    /// The server could not be reached; the error says how.
    case serverUnavailable(UserFacingError)
  }

  /// The notices that go with what a repository delivered: a stale notice for a stored copy,
  /// and a notice for a failed write-through.
  public static func notices<Value>(for fetched: Fetched<Value>) -> [Notice] {
    var notices: [Notice] = []
    if case .stored(let storedAt, let reason) = fetched.freshness {
      switch reason {
      case .offlineRequested:
        notices.append(.stale(storedAt: storedAt, reason: .offlineRequested))
      case .serverUnavailable(let error):
        notices.append(
          .stale(storedAt: storedAt, reason: .serverUnavailable(UserFacingError(error))))
      }
    }
    if let failure = fetched.storeFailure {
      notices.append(.notSavedOffline(UserFacingError(failure)))
    }
    if fetched.isPending { notices.append(.pending) }
    return notices
  }
}

extension [Notice] {
  /// When the content is a stored copy, the moment it was stored.
  public var storedAt: Date? {
    for case .stale(let storedAt, _) in self { return storedAt }
    return nil
  }
}

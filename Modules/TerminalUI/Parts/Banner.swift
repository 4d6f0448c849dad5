import Features
import Foundation

/// The line above a screen's body that must not be missed: how old a stored copy is and why it
/// is shown, that a result could not be kept offline, or that it shows changes not yet sent.
enum Banner {
  /// The banner for content with `notices`, `now`; `nil` when there is nothing to say.
  static func text(for notices: [Notice], now: Date) -> String? {
    for case .stale(let storedAt, let reason) in notices {
      let age = Notice.age(of: storedAt, now: now)
      switch reason {
      case .offlineRequested:
        return "Offline: showing the copy stored \(age)."
      case .serverUnavailable:
        return "Stored copy from \(age): the server could not be reached. r retries."
      }
    }
    for case .notSavedOffline(let error) in notices {
      return "Not kept for offline use: \(error.message)"
    }
    if notices.contains(.pending) {
      return "Shows changes not sent yet: strata sync sends them."
    }
    return nil
  }
}

import Domain
import Features
import Foundation
import Repositories

/// Turns view-model values into the text a person reads, with pure functions of their arguments, so
/// each screen is tested on a preview view model's state with no process and no I/O.
struct Renderer {
  /// The moment "5 minutes ago" is measured from.
  var now: Date

  /// A finished sync: what was sent from the outbox, then what was stored, "Synced 2 lists.".
  func syncSummary(_ summary: SyncSummary) -> String {
    [outboxReport(summary.outbox), summary.sentence].compactMap(\.self).joined(separator: "\n")
  }

  /// What sending the outbox did, when it did anything, and where to see the changes that
  /// wait: "Sent 2 changes from the outbox; 0 in conflict, 1 refused: see 'strata outbox'."
  func outboxReport(_ report: OutboxReport) -> String? {
    report.sentence.map { "\($0): see 'strata outbox'." }
  }

  /// The progress line a terminal redraws during a sync.
  func progress(_ progress: SyncProgress) -> String {
    progress.sentence
  }

  /// A notice about loaded content, as one line for stderr.
  func notice(_ notice: Notice) -> String {
    switch notice {
    case .stale(let storedAt, let reason):
      let stored = "Offline: showing the copy stored \(Notice.age(of: storedAt, now: now))"
      let when = "\(stored) (\(Format.timestamp(storedAt)))."
      guard case .serverUnavailable(let error) = reason else { return when }
      return "\(when) \(error.message)"
    case .notSavedOffline(let error):
      return "Warning: this result was not kept for offline use. \(error.message)"
    case .pending:
      return "Pending: this shows changes not sent yet; 'strata sync' sends them."
    }
  }

  /// A server's title on one line: a line break in it must not start a row of its own.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

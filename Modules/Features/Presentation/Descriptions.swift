import Domain
public import Foundation
public import Repositories

// The words every view uses for the same facts, kept here so the command line and a screen
// cannot drift apart; how they are laid out stays with each view.

extension Notice {
  /// How long before `now` content was stored, in words ("5 minutes ago"). A time more than a
  /// minute ahead, from a clock set wrong, is "at a time still to come"; any date gets words.
  public static func age(of storedAt: Date, now: Date) -> String {
    let interval = now.timeIntervalSince(storedAt)
    guard interval.isFinite else { return "just now" }
    guard interval > -60 else { return "at a time still to come" }
    guard interval >= 60 else { return "just now" }
    let seconds = interval < 1e12 ? Int(interval) : Int(1e12)
    func ago(_ count: Int, _ unit: String) -> String {
      "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
    switch seconds {
    case ..<3600: return ago(seconds / 60, "minute")
    case ..<86_400: return ago(seconds / 3600, "hour")
    default: return ago(seconds / 86_400, "day")
    }
  }
}

extension SyncSummary {
  /// What a finished sync stored, its parts in order: "Synced 2 lists.", or, when nothing had
  /// been read before, "Synced."
  public var sentence: String {
    var stored: [String] = []
    if listsRefreshed > 0 {
      stored.append(listsRefreshed == 1 ? "1 list" : "\(listsRefreshed) lists")
    }
    stored += samples.stored
    guard let last = stored.last else { return "Synced." }
    let all = stored.count > 1 ? stored.dropLast().joined(separator: ", ") + " and " + last : last
    return "Synced \(all)."
  }
}

extension OutboxReport {
  /// What sending the outbox did: "Sent 2 changes from the outbox; 0 in conflict, 1 refused, 1
  /// left in the outbox". `nil` when nothing was sent, refused, in conflict, stopped or left.
  public var sentence: String? {
    guard sent > 0 || !isClean || waiting > 0 else { return nil }
    let stopped = stoppedBy != nil
    let changes = sent == 1 ? "1 change" : "\(sent) changes"
    // Stopped, what is left waits to be sent; else it is refused, in conflict or unreadable.
    var left = ""
    if waiting > 0 { left = ", \(waiting) " + (stopped ? "still waiting" : "left in the outbox") }
    return "Sent \(changes) from the outbox\(stopped ? " before the sync stopped" : ""); "
      + "\(conflicts.count) in conflict, \(refused.count) refused" + left
  }
}

extension SyncProgress {
  /// How far a sync has got: "Sent 3 changes", then "Syncing articles 3/5 pages", or a count of
  /// pages while the total is unknown.
  public var sentence: String {
    if let sending {
      return "Sent \(sending.sent == 1 ? "1 change" : "\(sending.sent) changes")"
    }
    guard let pagesTotal else {
      return "Syncing \(part): \(pagesDone) page\(pagesDone == 1 ? "" : "s")"
    }
    return "Syncing \(part) \(pagesDone)/\(pagesTotal) pages"
  }
}

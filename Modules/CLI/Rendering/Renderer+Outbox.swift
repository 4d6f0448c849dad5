import Domain
import Features
import Foundation
import Repositories

extension Renderer {
  /// A queued write, for stderr: why it was not sent, and how many changes wait.
  func queued(_ queued: QueuedChange) -> String {
    let count =
      queued.waiting == 1
      ? "1 change waits in the outbox; 'strata sync' sends it"
      : "\(queued.waiting) changes wait in the outbox; 'strata sync' sends them"
    guard let reason = queued.reason else { return "Queued: \(count)." }
    return "Queued: \(UserFacingError(reason).message) \(count)."
  }

  /// What of the server's answer to a write it applied could not be read, for stderr.
  func unreadableAnswer(_ problem: ResponseProblem) -> String {
    "Note: The server applied the change, but its answer could not be read as the item "
      + "(\(UserFacingError(.invalidResponse(problem)).message)); it is read again when next "
      + "shown."
  }

  /// The outbox: each change, oldest first, with its state, then those that cannot be read.
  func outbox(_ listing: OutboxListing) -> String {
    let total = listing.totalCount
    guard total > 0 else { return "No changes wait to be sent." }
    let count = total == 1 ? "1 change waits" : "\(total) changes wait"
    var lines = ["\(count) to be sent, oldest first:", ""]
    for change in listing.changes {
      let target = change.itemID?.identifierText.map { " \($0)" } ?? ""
      lines.append(
        "  \(change.id)  \(change.action.rawValue) \(change.resource)\(target)  "
          + "\(Format.timestamp(change.queuedAt))  \(Self.state(change.state))")
      for key in change.fields.keys.sorted() {
        lines.append("       \(key): \(Self.plain(change.fields[key] ?? .null))")
      }
      if case .conflict(let fields) = change.state {
        for field in fields {
          lines.append(
            "       conflict on \(field.key): was \(Self.plain(field.original)), "
              + "you set \(Self.plain(field.mine)), the server has \(Self.plain(field.theirs))")
        }
      }
    }
    for id in listing.unreadable {
      lines.append(
        "  \(id)  cannot be read, so it is never sent; "
          + "'strata outbox discard \(id)' drops it")
    }
    if let page = listing.page, page.page > 1 || listing.hasMore {
      lines.append("")
      lines.append(Self.outboxPageLine(listing, page))
    }
    return lines.joined(separator: "\n")
  }

  /// Where a page of the outbox sits, and how to see the next.
  private static func outboxPageLine(_ listing: OutboxListing, _ page: PageRequest) -> String {
    let shown =
      listing.changes.isEmpty
      ? "Page \(page.page) holds no changes"
      : "Page \(page.page) shows changes \(page.offset + 1)–\(page.offset + listing.changes.count)"
    guard listing.hasMore, let next = page.next else { return "\(shown)." }
    // The outbox's pages hold the most a page may unless --per-page says otherwise.
    let size =
      page.perPage == PageRequest.allowedPerPage.upperBound ? "" : " --per-page \(page.perPage)"
    return "\(shown); 'strata outbox --page \(next.page)\(size)' shows the next \(page.perPage)."
  }

  /// What discarding a change did.
  func discarded(_ discarded: DiscardedChange) -> String {
    switch discarded {
    case .change(let change):
      "Discarded change \(change.id) (\(change.action.rawValue) \(change.resource))."
    case .unreadable(let id):
      "Discarded change \(id) (it could not be read)."
    }
  }

  private static func state(_ state: PendingChange.State) -> String {
    switch state {
    case .pending: "pending"
    case .conflict: "conflict"
    case .refused(let code, let message): "refused (HTTP \(code)\(message.map { ": \($0)" } ?? ""))"
    case .unsendable: "cannot be sent as kept; discard it"
    case .unanswered(let reason):
      "set apart, not sent again: \(UserFacingError.phrase(for: reason)); discard it"
    }
  }

  private static func plain(_ value: FieldValue) -> String {
    switch value {
    case .null: "null"
    case .text(let text): "\"\(text)\""
    case .boolean(let value): String(value)
    case .integer(let value): String(value)
    case .number(let value): String(value)
    case .list(let values): "[" + values.map(plain).joined(separator: ", ") + "]"
    case .object(let values):
      "{"
        + values.keys.sorted().map { "\($0): \(plain(values[$0] ?? .null))" }
        .joined(separator: ", ") + "}"
    }
  }
}

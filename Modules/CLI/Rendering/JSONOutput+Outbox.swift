import Domain
import Features
import Foundation
import Repositories

extension JSONOutput {
  /// `strata outbox --json`: `{"changes": [{"id", "action", "resource", "target", "fields",
  /// "queuedAt", "state", "problem"}], "unreadable": [id], "totalCount", "page", "perPage",
  /// "hasMore"}`; `page` and `perPage` are `null` when every change is listed.
  static func outbox(_ listing: OutboxListing) -> Object {
    Object(values: [
      "changes": .list(listing.changes.map(change)),
      "unreadable": .list(listing.unreadable.map(FieldValue.integer)),
      "totalCount": .integer(listing.totalCount),
      "page": listing.page.map { .integer($0.page) } ?? .null,
      "perPage": listing.page.map { .integer($0.perPage) } ?? .null,
      "hasMore": .boolean(listing.hasMore),
    ])
  }

  /// One change of the outbox.
  static func change(_ change: PendingChange) -> FieldValue {
    let (state, problem): (String, FieldValue) =
      switch change.state {
      case .pending: ("pending", .null)
      case .conflict(let fields):
        (
          "conflict",
          .object([
            "conflicts": .list(
              fields.map {
                .object([
                  "key": .text($0.key), "original": $0.original, "mine": $0.mine,
                  "theirs": $0.theirs,
                ])
              })
          ])
        )
      case .refused(let statusCode, let message):
        (
          "refused",
          .object([
            "statusCode": .integer(statusCode), "message": message.map(FieldValue.text) ?? .null,
          ])
        )
      case .unsendable:
        ("unsendable", .null)
      case .unanswered(let reason):
        ("unanswered", .object(["message": .text(UserFacingError.phrase(for: reason))]))
      }
    return .object([
      "id": .integer(change.id), "action": .text(change.action.rawValue),
      "resource": .text(change.resource),
      "target": .object(change.target),
      "fields": .object(change.fields), "queuedAt": .text(timestamp(change.queuedAt)),
      "state": .text(state), "problem": problem,
    ])
  }
}

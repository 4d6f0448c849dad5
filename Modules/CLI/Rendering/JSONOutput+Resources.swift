import Domain
import Features
import Foundation
import Repositories

// The `--json` shapes of resources, keyed by the server's names, with `pending` on an item whose
// change waits to be sent and `queued` on a write kept in the outbox.
extension JSONOutput {
  /// One item, as the server names its fields, with `pending` when a change of it waits; one
  /// added here and not sent yet has `"id": null` and its change's number, `"change": 3`.
  static func item<Model: Resource>(_ tracked: Tracked<Model>) -> FieldValue {
    var values = tracked.draft.values
    switch tracked.id {
    case .server(let id): values["id"] = id.fieldValue
    case .unsent(let change):
      values["id"] = .null
      values["change"] = .integer(change)
    }
    if tracked.isPending { values["pending"] = .boolean(true) }
    return .object(values)
  }

  /// `strata todos --json`: `{"todos": […], "page", "perPage", "totalCount", "hasMore"}`, where
  /// `totalCount` is `null` when the server did not say and `hasMore` when it cannot be told.
  static func list<Model: AppResource>(_ feed: Feed<Tracked<Model>>) -> Object {
    Object(values: [
      Model.schema.names.listKey: .list(feed.items.map(item)),
      "page": .integer(feed.firstPage), "perPage": .integer(feed.perPage),
      "totalCount": feed.totalCount.map(FieldValue.integer) ?? .null,
      "hasMore": feed.mayHaveMore ? .null : .boolean(!feed.reachedEnd),
    ])
  }

  /// `strata todo show --json`: `{"todo": {…}}`.
  static func shown<Model: AppResource>(_ tracked: Tracked<Model>) -> Object {
    Object(values: [Model.schema.names.itemKey: item(tracked)])
  }

  /// `strata todo add --json`, `edit --json`: `{"todo": {…}}`, with `"queued": true` when the
  /// change waits in the outbox. A server that applied it but sent no item back gives
  /// `{"todo": null, "sent": true}`, plus `"unreadable": "…"` for a body that could not be read.
  static func written<Model: AppResource>(
    _ written: Written<Tracked<Model>?>, _ model: Model.Type
  ) -> Object {
    var values: [String: FieldValue] = [
      Model.schema.names.itemKey: written.value.map(item) ?? .null
    ]
    if written.queued != nil { values["queued"] = .boolean(true) }
    if written.queued == nil && written.value == nil { values["sent"] = .boolean(true) }
    if let problem = written.unreadableAnswer {
      values["unreadable"] = .text(UserFacingError(.invalidResponse(problem)).message)
    }
    return Object(values: values)
  }

  /// `strata todo delete --json`: `{"id", "deleted": true}`, and `"queued": true` when the
  /// delete waits in the outbox; for an item added here, `"id": null` and its change's number.
  /// An action of the resource's own: `{"id", "action": "archive", "todo": {…}}`.
  static func performed<Model: AppResource>(
    _ action: ResourceAction, on id: Tracked<Model>.ID, _ written: Written<Tracked<Model>?>
  ) -> Object {
    var values: [String: FieldValue] = [:]
    switch id {
    case .server(let id): values["id"] = id.fieldValue
    case .unsent(let change):
      values["id"] = .null
      values["change"] = .integer(change)
    }
    if action == .delete {
      values["deleted"] = .boolean(true)
    } else {
      values["action"] = .text(action.rawValue)
      values[Model.schema.names.itemKey] = written.value.map(item) ?? .null
    }
    if written.queued != nil { values["queued"] = .boolean(true) }
    return Object(values: values)
  }
}

import Domain
import Features
import Foundation
import Repositories

// The `--json` shapes of resources: the server's names (the schema's keys), as the contract
// promises, with `pending` on an item whose change waits to be sent and `queued` on a write that
// was kept in the outbox.
extension JSONOutput {
  /// An object with keys chosen at run time: a resource's own.
  struct Object: Encodable {
    var values: [String: FieldValue]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for (key, value) in values { try container.encode(value, forKey: Key(stringValue: key)) }
    }
  }

  /// One item, as the server names its fields, with `pending` when a change of it waits.
  static func item<Model: Resource>(_ item: Model, pending: Bool = false) -> FieldValue {
    var values = Model.schema.values(of: item)
    values["id"] = .integer(item.id)
    if pending { values["pending"] = .boolean(true) }
    return .object(values)
  }

  /// `strata todos --json`: `{"todos": […], "page", "perPage", "totalCount"}`.
  static func list<Model: Resource>(_ feed: Feed<Tracked<Model>>) -> Object {
    Object(values: [
      Model.schema.names.listKey: .list(feed.items.map { item($0.value, pending: $0.isPending) }),
      "page": .integer(feed.firstPage), "perPage": .integer(feed.perPage),
      "totalCount": feed.totalCount.map(FieldValue.integer) ?? .null,
    ])
  }

  /// `strata todo show --json`: `{"todo": {…}}`.
  static func shown<Model: Resource>(_ tracked: Tracked<Model>) -> Object {
    Object(values: [Model.schema.names.itemKey: item(tracked.value, pending: tracked.isPending)])
  }

  /// `strata todo add --json`, `edit --json`: `{"todo": {…}}`, and `"queued": true` when the
  /// change waits in the outbox. An edit queued for an item not known here shows what it changes.
  static func written<Model: Resource>(_ written: Written<Model?>, _ model: Model.Type) -> Object {
    var values: [String: FieldValue] = [:]
    if let value = written.value {
      values[Model.schema.names.itemKey] = item(value, pending: written.queued != nil)
    } else if let change = written.queued?.change {
      var fields = change.fields
      fields["id"] = change.itemID.map(FieldValue.integer) ?? .null
      fields["pending"] = .boolean(true)
      values[Model.schema.names.itemKey] = .object(fields)
    }
    if written.queued != nil { values["queued"] = .boolean(true) }
    return Object(values: values)
  }

  /// `strata todo delete --json`: `{"id", "deleted": true}`, and `"queued": true` when the
  /// delete waits in the outbox.
  static func deletion(_ written: Written<Int>) -> Object {
    var values: [String: FieldValue] = ["id": .integer(written.value), "deleted": .boolean(true)]
    if written.queued != nil { values["queued"] = .boolean(true) }
    return Object(values: values)
  }

  /// `strata outbox --json`: `{"changes": [{"id", "action", "resource", "target", "fields",
  /// "queuedAt", "state", "problem"}]}`.
  static func outbox(_ changes: [PendingChange]) -> Object {
    Object(values: ["changes": .list(changes.map(change))])
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
      }
    return .object([
      "id": .integer(change.id), "action": .text(change.action.rawValue),
      "resource": .text(change.resource),
      "target": .object(
        change.target.mapValues { value in
          switch value {
          case .integer(let number): .integer(number)
          case .text(let text): .text(text)
          }
        }),
      "fields": .object(change.fields), "queuedAt": .text(timestamp(change.queuedAt)),
      "state": .text(state), "problem": problem,
    ])
  }
}

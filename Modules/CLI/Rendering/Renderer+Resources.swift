import Domain
import Features
import Foundation
import Repositories

extension Renderer {
  /// A page of a resource's collection: a heading with the position in the list, then each
  /// item: its identifier and summary (`~` when a change of it waits to be sent), its other
  /// fields below.
  func list<Model: Resource>(_ feed: Feed<Tracked<Model>>) -> String {
    let names = Model.schema.names
    guard !feed.items.isEmpty else {
      return "No \(names.pluralWords) on page \(feed.firstPage)."
    }
    let first = (feed.firstPage - 1) * feed.perPage + 1
    var heading = "\(names.plural) \(first)–\(first + feed.items.count - 1)"
    if let total = feed.totalCountWithOfflineAdds() { heading += " of \(total)" }
    var lines = [heading, ""]
    let idWidth = min(20, feed.items.map { String($0.value.id).count }.max() ?? 1)
    for item in feed.items {
      let id = Format.rightAligned(String(item.value.id), width: idWidth)
      lines.append(
        "  \(id) \(item.isPending ? "~" : " ") \(Self.oneLine(Model.schema.summary(of: item.value)))"
      )
      let others = Model.schema.fields.filter { $0.key != Model.schema.summaryKey }
      lines += rows(of: item.value, fields: others, indent: idWidth + 5)
    }
    if !feed.reachedEnd {
      lines += ["", "More: strata \(names.listCommand) --page \(feed.lastPage + 1)"]
    }
    if feed.items.contains(where: \.isPending) {
      lines += ["", "~ a change waits to be sent: 'strata sync' sends it."]
    }
    return lines.joined(separator: "\n")
  }

  /// One item: its name and identifier, then every field.
  func item<Model: Resource>(_ tracked: Tracked<Model>) -> String {
    let names = Model.schema.names
    let pending = tracked.isPending ? " (a change waits to be sent)" : ""
    return
      (["\(names.singular) \(tracked.value.id)\(pending)"]
      + rows(of: tracked.value, fields: Model.schema.fields, indent: 2)).joined(separator: "\n")
  }

  /// What an add or an edit did: the item as saved, or as it will be, queued.
  func written<Model: Resource>(_ written: Written<Model?>, _ model: Model.Type) -> String {
    let names = Model.schema.names
    guard let queued = written.queued else {
      guard let value = written.value else { return "Saved." }
      return "Saved \(names.singularWords) \(value.id).\n" + item(Tracked(value))
    }
    let what =
      queued.change.action == .add
      ? "the new \(names.singularWords)"
      : "the change to \(names.singularWords) \(queued.change.itemID ?? 0)"
    let head = "Queued \(what): change \(queued.change.id) in the outbox."
    guard let value = written.value else { return head }
    return head + "\n" + item(Tracked(value, isPending: true))
  }

  /// What a delete did.
  func deletion<Model: Resource>(of model: Model.Type) -> (Written<Int>) -> String {
    { written in
      let name = "\(Model.schema.names.singularWords) \(written.value)"
      guard let queued = written.queued else { return "Deleted \(name)." }
      return "Queued the delete of \(name): change \(queued.change.id) in the outbox."
    }
  }

  /// A queued write, for stderr: why it was not sent, and how many changes wait.
  func queued(_ queued: QueuedChange) -> String {
    let count =
      queued.waiting == 1
      ? "1 change waits in the outbox; 'strata sync' sends it"
      : "\(queued.waiting) changes wait in the outbox; 'strata sync' sends them"
    return "Queued: \(UserFacingError(queued.reason).message) \(count)."
  }

  /// The outbox: each change, oldest first, with its state.
  func outbox(_ changes: [PendingChange]) -> String {
    guard !changes.isEmpty else { return "No changes wait to be sent." }
    let count = changes.count == 1 ? "1 change waits" : "\(changes.count) changes wait"
    var lines = ["\(count) to be sent, oldest first:", ""]
    for change in changes {
      let target = change.itemID.map { " \($0)" } ?? ""
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
    return lines.joined(separator: "\n")
  }

  /// What discarding a change did.
  func discarded(_ change: PendingChange?) -> String {
    guard let change else { return "No such change waits; nothing was discarded." }
    return "Discarded change \(change.id) (\(change.action.rawValue) \(change.resource))."
  }

  private func rows<Model: Resource>(
    of item: Model, fields: [ResourceField<Model>], indent: Int
  ) -> [String] {
    let values = Model.schema.values(of: item)
    let labelWidth = min(24, fields.map(\.label.count).max() ?? 0)
    let margin = String(repeating: " ", count: indent)
    return fields.map { field in
      let label = field.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let value = field.kind.display(values[field.key] ?? .null)
      return margin + label + "  " + Format.excerpt(value, width: max(10, 88 - indent - labelWidth))
    }
  }

  private static func state(_ state: PendingChange.State) -> String {
    switch state {
    case .pending: "pending"
    case .conflict: "conflict"
    case .refused(let code, let message): "refused (HTTP \(code)\(message.map { ": \($0)" } ?? ""))"
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

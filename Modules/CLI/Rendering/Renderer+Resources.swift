import Domain
import Features
import Foundation
import Repositories

extension Renderer {
  /// A page of a resource's collection: a heading with the position (and the total only when the
  /// server gave one), then each item's identifier (`+3` for one not sent yet), summary (`~` when a
  /// change waits) and other fields.
  func list<Model: AppResource>(_ feed: Feed<Tracked<Model>>, address: Model.Address) -> String {
    guard !feed.items.isEmpty else {
      return "No \(Model.pluralWords) on page \(feed.firstPage)."
    }
    let first = (feed.firstPage - 1) * feed.perPage + 1
    var heading = "\(Model.schema.names.plural) \(first)–\(first + feed.items.count - 1)"
    if let total = feed.totalCountWithOfflineAdds() {
      heading += " of \(total)"
    } else {
      heading += " · page \(feed.firstPage)" + (feed.reachedEnd ? "" : " · more may follow")
    }
    var lines = [heading, ""]
    let idWidth = min(20, feed.items.map { $0.id.description.count }.max() ?? 1)
    let summaryKey = Model.schema.fields.first { $0.kind == .text }?.key
    for item in feed.items {
      let id = Format.rightAligned(item.id.description, width: idWidth)
      lines.append("  \(id) \(item.isPending ? "~" : " ") \(Self.oneLine(item.rowSummary))")
      let others = Model.schema.fields.filter { $0.key != summaryKey }
      lines += rows(of: item.draft, fields: others, indent: idWidth + 5)
    }
    if !feed.reachedEnd {
      let options = Self.options(of: address.values, Model.self)
      let size = feed.perPage == PageRequest.defaultPerPage ? "" : " --per-page \(feed.perPage)"
      lines += [
        "",
        "More: strata \(Model.schema.names.listCommand)\(options) --page \(feed.lastPage + 1)\(size)",
      ]
    }
    if feed.items.contains(where: \.isPending) {
      lines += ["", "~ a change waits to be sent: 'strata sync' sends it."]
    }
    return lines.joined(separator: "\n")
  }

  /// One item: its name and identifier, then every field; then the commands that list what is
  /// under it, when other resources are.
  func item<Model: AppResource>(_ tracked: Tracked<Model>, address: Model.Address) -> String {
    var lines = itemLines(tracked)
    if let item = tracked.item {
      let commands = ResourceRelations<Model>.commands(under: item, at: address)
      if !commands.isEmpty { lines += [""] + commands.map { "Under it: \($0)" } }
    }
    return lines.joined(separator: "\n")
  }

  /// What an add or an edit did: the item as saved, or as it will be, queued.
  func written<Model: AppResource>(_ written: Written<Tracked<Model>?>, _ model: Model.Type)
    -> String
  {
    guard let queued = written.queued else {
      guard let value = written.value else {
        return "Saved: the server took the \(Model.singularWords)."
      }
      return "Saved \(Model.singularWords) \(value.id).\n"
        + itemLines(value).joined(separator: "\n")
    }
    let what =
      queued.change.action == .add
      ? "the new \(Model.singularWords)"
      : "the change to \(Model.singularWords)\(written.value.map { " \($0.id)" } ?? "")"
    let head = "Queued \(what): change \(queued.change.id) in the outbox."
    guard let value = written.value else { return head }
    return head + "\n" + itemLines(value).joined(separator: "\n")
  }

  /// What a delete, or an action of the resource's own, did.
  func performed<Model: AppResource>(
    _ action: ResourceAction, on id: Tracked<Model>.ID, _ written: Written<Tracked<Model>?>,
    _ model: Model.Type
  ) -> String {
    let name = "\(Model.singularWords) \(id)"
    if action == .delete {
      if case .unsent(let change) = id, written.queued == nil {
        return "Discarded the new \(Model.singularWords): change \(change) is no longer in the "
          + "outbox."
      }
      guard let queued = written.queued else { return "Deleted \(name)." }
      return "Queued the delete of \(name): change \(queued.change.id) in the outbox."
    }
    let done = ResourceWords.phrase(action.rawValue)
    guard let queued = written.queued else {
      guard let value = written.value else { return "Done: \(done) \(name)." }
      return "Done: \(done) \(name).\n" + itemLines(value).joined(separator: "\n")
    }
    return "Queued: \(done) \(name), change \(queued.change.id) in the outbox."
  }

  private func itemLines<Model: AppResource>(_ tracked: Tracked<Model>) -> [String] {
    let pending =
      tracked.isUnsent
      ? " (added here; it waits to be sent)"
      : tracked.isPending ? " (a change waits to be sent)" : ""
    return ["\(Model.schema.names.singular) \(tracked.id)\(pending)"]
      + rows(of: tracked.draft, fields: Model.schema.fields, indent: 2)
  }

  private func rows<Model: AppResource>(
    of draft: Draft<Model>, fields: [ResourceField<Model>], indent: Int
  ) -> [String] {
    let values = draft.values
    let labels = fields.map(Model.label(of:))
    let labelWidth = min(24, labels.map(\.count).max() ?? 0)
    let margin = String(repeating: " ", count: indent)
    return zip(fields, labels).map { field, label in
      let label = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let value = field.kind.display(values[field.key] ?? .null)
      return margin + label + "  " + Format.excerpt(value, width: max(10, 88 - indent - labelWidth))
    }
  }

  /// The options that name an address, as a command takes them: ` --user-id 1 --slug dune`.
  static func options<Model: AppResource>(of values: FieldValues, _ model: Model.Type) -> String {
    Model.Address.parts.map { part in
      " \(ResourceOptions<Model>.name(of: part.key)) \(shellWord(values[part.key]?.identifierText ?? ""))"
    }.joined()
  }

  /// `text` as one word for a shell: as it is when it is letters, digits and `-_.:/+@`, in
  /// single quotes otherwise.
  static func shellWord(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_.:/+@".unicodeScalars.contains(scalar))
      }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

public import Domain
public import Networking
public import Storage

/// Sends the outbox's changes of one `Resource`: `POST` for an add, `PATCH` with only
/// the changed fields for an edit (after reading the item, to tell a conflict), `DELETE` for a
/// delete; and keeps the stored copies in step with what the server accepted.
///
/// A conflict is told field by field: a field the change sets conflicts when the server's value
/// differs both from what the person started with and from what they set. A field the change
/// does not touch never conflicts, and a server that already has the value set (a change sent
/// before a crash, sent again) is not a conflict either. A delete of an item already gone is
/// done.
public struct ResourceChangeSender<Model: Resource>: ChangeSending {
  private let api: any APIClient
  private let copies: ResourceCopies<Model>

  /// Creates a sender that sends through `api` and keeps `store`'s copies in step.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.copies = ResourceCopies(store: store)
  }

  /// The resource's collection command name: `todos`.
  public var resource: String { Model.schema.names.listCommand }

  /// One item of it in a sentence: `todo`.
  public var itemName: String { Model.schema.names.singularWords }

  /// Sends `change` with its `Idempotency-Key`.
  public func send(_ change: PendingChange) async -> SendResult {
    let collection = change.collection
    do {
      switch change.action {
      case .add:
        let item = try await api.send(
          CreateResource<Model>(
            change.fields, in: collection, idempotencyKey: change.idempotencyKey))
        try? copies.add(item, to: collection)
        return .sent(itemID: item.id)
      case .edit:
        guard let id = change.itemID else { return .refused(statusCode: 400, message: nil) }
        var current: Model?
        if let original = change.original {
          let server = try await api.send(FetchResource<Model>(id: id, in: collection))
          let conflicts = Self.conflicts(of: change, original: original, server: server)
          guard conflicts.isEmpty else { return .conflict(conflicts) }
          current = server
        }
        let answer = try await api.send(
          UpdateResource<Model>(
            id: id, changes: change.fields, in: collection,
            idempotencyKey: change.idempotencyKey))
        if let item = answer
          ?? current.flatMap({ try? ResourceCoding.applying(change.fields, to: $0) })
        {
          try? copies.update(item, in: collection)
        }
        return .sent(itemID: id)
      case .delete:
        guard let id = change.itemID else { return .refused(statusCode: 400, message: nil) }
        do {
          _ = try await api.send(
            DeleteResource<Model>(id: id, in: collection, idempotencyKey: change.idempotencyKey))
        } catch .status(404, _) {
          // Already gone: what the change asked for is so.
        }
        try? copies.remove(id, from: collection)
        return .sent(itemID: id)
      }
    } catch {
      return ResourceChangeSenderOutcome.outcome(
        of: error, resource: Model.schema.names.singularWords, id: change.itemID)
    }
  }

  /// The fields of `change` that someone else changed too.
  static func conflicts(of change: PendingChange, original: FieldValues, server: Model)
    -> [FieldConflict]
  {
    let theirs = Model.schema.values(of: server)
    return change.fields.keys.sorted().compactMap { key in
      guard let mine = change.fields[key], let before = original[key] else { return nil }
      let now = theirs[key] ?? .null
      guard !same(now, before, key: key), !same(now, mine, key: key) else { return nil }
      return FieldConflict(key: key, original: before, mine: mine, theirs: now)
    }
  }

  /// Whether `one` and `other` are the same value of field `key`, as its kind reads them: the
  /// outbox keeps values as JSON, which writes the number 2.0 as `2`, read back as a whole number.
  private static func same(_ one: FieldValue, _ other: FieldValue, key: String) -> Bool {
    guard let kind = Model.schema.field(key)?.kind else { return one == other }
    return ((try? kind.check(one)) ?? one) == ((try? kind.check(other)) ?? other)
  }

}

/// What an error from the API means for a change being sent: a refusal (a 4xx) is that change's
/// alone, and the outbox goes on; anything else stops the sending, and the change waits.
enum ResourceChangeSenderOutcome {
  static func outcome(of error: APIError, resource: String, id: Int?) -> SendResult {
    switch error {
    case .status(let code, let message)
    where (400..<500).contains(code) && code != 408 && code != 429:
      .refused(statusCode: code, message: message)
    default:
      .notSent(RepositoryError(error, resource: Subject(resource, id: id)))
    }
  }
}

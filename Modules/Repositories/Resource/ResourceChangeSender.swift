import Domain
public import Networking
public import Storage

/// Sends the outbox's changes of one `Resource` (`POST` to add, `PATCH` of the changed fields to
/// edit, `DELETE`, `POST <item>/<action>`) and keeps the stored copies in step with the server.
///
/// A field conflicts only when the server's value differs from both the person's starting value
/// and the one they set, and a field the change does not touch never conflicts, so a change resent
/// after a crash is no conflict. A delete of an item already gone, or an answer without the item
/// (an empty `201`, a `204`), is a change applied.
public struct ResourceChangeSender<Model: RemoteResource>: ChangeSending {
  private let api: any APIClient
  private let copies: ResourceCopies<Model>

  /// Creates a sender that sends through `api` and keeps `store`'s copies in step.
  public init(api: any APIClient, store: DocumentStore) {
    self.api = api
    self.copies = ResourceCopies(store: store)
  }

  /// The resource's storage name: `todos`.
  public var resource: String { Model.schema.storageName }

  /// One item of it in a sentence: `todo`.
  public var itemName: String {
    ResourceNames.words(of: Model.schema.names.singular).joined(separator: " ")
  }

  /// Sends `change` with its `Idempotency-Key`.
  public func send(_ change: PendingChange) async -> SendResult {
    let address: Model.Address
    let fields: Draft<Model>
    do {
      // A change of an item keeps only the parts of the address its path names.
      address =
        change.action == .add
        ? try Model.Address(values: change.address) : try Model.Address(naming: change.address)
      fields = try Draft(checking: change.fields)
    } catch {
      return .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody)))
    }
    let id = change.itemID(as: Model.ID.self)
    if change.action != .add && id == nil {
      return .unsendable(
        .invalidRequest(underlyingError: .invalidRequest(.invalidPath(.missing("id")))))
    }
    // Set once the write itself is under way: its failure may still be a change applied.
    var writing = false
    do {
      switch (change.action, id) {
      case (.add, _):
        writing = true
        let answer = try await api.send(
          CreateResource<Model>(fields, to: address, idempotencyKey: change.idempotencyKey))
        let kept = Self.keeping { () throws(StorageError) in
          if let item = answer.item { try copies.add(item, to: address) }
        }
        return Self.sent(answer, storeFailure: kept)
      case (.edit, let id?):
        // A 412 says the item changed after it was read: it is read and compared again, once.
        do {
          return try await edit(change, id: id, fields: fields, in: address, writing: &writing)
        } catch .status(412, _) where change.original != nil || Model.route.edits == .put {
          return try await edit(change, id: id, fields: fields, in: address, writing: &writing)
        }
      case (.delete, let id?):
        do {
          try await api.send(
            DeleteResource<Model>(id: id, in: address, idempotencyKey: change.idempotencyKey))
        } catch .status(404, _) {
          // Already gone: what the change asked for is so.
        } catch let error where SendResult.appliedUnread(error) != nil {
          // Deleted, with more said than a delete needs to read.
        }
        let kept = Self.keeping { () throws(StorageError) in try copies.remove(id, from: address) }
        return .sent(itemID: id.fieldValue, storeFailure: kept)
      case (let action, let id?):
        writing = true
        let answer = try await api.send(
          PerformAction<Model>(action, id: id, in: address, idempotencyKey: change.idempotencyKey))
        let kept = Self.keeping { () throws(StorageError) in
          if let item = answer.item { try copies.update(item, in: address) }
        }
        return Self.sent(answer, id: id, storeFailure: kept)
      case (_, nil):
        return .unsendable(
          .invalidRequest(underlyingError: .invalidRequest(.invalidPath(.missing("id")))))
      }
    } catch {
      if writing, let unread = SendResult.appliedUnread(error) {
        return .sent(itemID: id?.fieldValue, unreadable: unread)
      }
      return SendResult(error, resource: itemName, id: id?.description)
    }
  }

  /// Sends `change`, an edit of item `id`, first reading the item when the person's starting
  /// point is known or the API takes only whole items; a field changed there too is a conflict.
  /// The edit carries `If-Match` with that read's `ETag`, yet the conflict check stays because a
  /// server may give validators and ignore `If-Match`.
  private func edit(
    _ change: PendingChange, id: Model.ID, fields: Draft<Model>, in address: Model.Address,
    writing: inout Bool
  ) async throws(APIError) -> SendResult {
    var (current, validator) = (Model?.none, String?.none)
    if change.original != nil || Model.route.edits == .put {
      writing = false
      let server = try await api.send(Validating(FetchResource<Model>(id: id, in: address)))
      if let original = change.original {
        let conflicts = Self.conflicts(of: change, original: original, server: server.value)
        guard conflicts.isEmpty else { return .conflict(conflicts) }
      }
      (current, validator) = (server.value, server.etag)
    }
    writing = true
    let answer = try await api.send(
      UpdateResource<Model>(
        id: id, changes: fields, current: current, ifMatch: validator, in: address,
        idempotencyKey: change.idempotencyKey))
    // The server's answer, or the item read before with the change applied (nil when the change
    // no longer fits it: the next read brings the copy in step).
    let item = answer.item ?? current.flatMap { try? fields.applied(to: $0) }
    let kept = Self.keeping { () throws(StorageError) in
      if let item { try copies.update(item, in: address) }
    }
    return Self.sent(answer, id: id, storeFailure: kept)
  }

  /// What an answer to an applied write says, as a ``SendResult``.
  private static func sent(
    _ answer: WriteAnswer<Model>, id known: Model.ID? = nil, storeFailure: RepositoryError?
  ) -> SendResult {
    switch answer {
    case .item(let item):
      return .sent(itemID: item.id.fieldValue, storeFailure: storeFailure)
    case .noItem(let id, let failure):
      let problem = failure.map { ResponseProblem(decoding: $0) }
      return .sent(
        itemID: (id ?? known)?.fieldValue, unreadable: problem, storeFailure: storeFailure)
    }
  }

  /// Brings the stored copies in step with what the server did; a failure is reported beside
  /// the change sent, never in its place.
  private static func keeping(_ step: () throws(StorageError) -> Void) -> RepositoryError? {
    do {
      try step()
      return nil
    } catch {
      return RepositoryError(error)
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
      guard !Draft<Model>.same(now, before, key), !Draft<Model>.same(now, mine, key) else {
        return nil
      }
      return FieldConflict(key: key, original: before, mine: mine, theirs: now)
    }
  }
}

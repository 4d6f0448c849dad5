public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``ResourceRepository``: any `Resource`, read network first and kept
/// in the `DocumentStore` (`ResourceCopies`), written through the ``Outbox``.
///
/// It is generic, so a new resource costs no repository code: the composition root makes one for
/// the type, and one ``ResourceChangeSender`` to send its changes.
public struct RemoteResourceRepository<Model: Resource>: ResourceRepository {
  private let api: any APIClient
  private let copies: ResourceCopies<Model>
  private let outbox: Outbox

  /// Creates a repository that reads through `api`, keeps copies in `store` and writes through
  /// `outbox`.
  public init(api: any APIClient, store: DocumentStore, outbox: Outbox) {
    self.api = api
    self.copies = ResourceCopies(store: store)
    self.outbox = outbox
  }

  private var names: ResourceNames { Model.schema.names }

  /// One page from the server first (kept), or from the stored copy, with the outbox's waiting
  /// changes shown.
  public func list(_ collection: PathValues, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>
  {
    let fetched = try await readOfflineFirst(
      policy: policy,
      resource: Subject(names.pluralWords),
      fetch: { () async throws(APIError) in
        try await api.send(ListResource<Model>(collection, page: page))
      },
      loadStored: { () throws(StorageError) in try copies.page(page, of: collection) },
      store: { page throws(StorageError) in try copies.merge(page, of: collection) })
    let waiting = try waitingChanges(in: collection)
    return fetched.map { page in Self.overlay(waiting, on: page) }
  }

  /// Item `id` from the server first (kept), or from the stored copy, as the outbox's waiting
  /// changes will make it.
  public func item(_ id: Int, in collection: PathValues, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>
  {
    let waiting = try waitingChanges(in: collection)
    if id < 0, let add = waiting.first(where: { $0.action == .add && $0.id == -id }) {
      // An item added offline has no identifier of the server's yet: it is its change.
      return Fetched(Tracked(try Self.model(id: id, values: add.fields), isPending: true))
    }
    let resource = Subject(names.singularWords, id: id)
    if waiting.contains(where: { $0.action == .delete && $0.itemID == id }) {
      throw .notFound(resource)
    }
    let fetched = try await readOfflineFirst(
      policy: policy, resource: resource,
      fetch: { () async throws(APIError) in
        try await api.send(FetchResource<Model>(id: id, in: collection))
      },
      loadStored: { () throws(StorageError) in try copies.item(id, in: collection) },
      store: { item throws(StorageError) in try copies.save(item, in: collection) })
    return try fetched.map { item throws(RepositoryError) in
      try Self.applying(waiting.filter { $0.itemID == id && $0.action == .edit }, to: item)
    }
  }

  /// The waiting changes a read of `collection` shows: the adds to it, and the edits and deletes
  /// of items whose path it shares. An item path without the collection's parameters
  /// (`/notes/{id}` for `/boards/{boardId}/notes`) names the item wherever it is listed, so a
  /// change made to it on its own (`strata note edit 2`) shows in its list, and the other way
  /// round.
  private func waitingChanges(in collection: PathValues) throws(RepositoryError)
    -> [PendingChange]
  {
    let scope = ResourceCopies<Model>.itemScope(of: collection)
    return try outbox.changes(of: names.listCommand).filter { change in
      change.action == .add
        ? change.collection == collection
        : ResourceCopies<Model>.itemScope(of: change.collection) == scope
    }
  }

  /// Adds an item through the outbox.
  public func add(_ values: FieldValues, in collection: PathValues) async throws(RepositoryError)
    -> Written<Model>
  {
    try Self.refuseUnsendable(CreateResource<Model>(values, in: collection, idempotencyKey: ""))
    let draft = Outbox.Draft(
      action: .add, resource: names.listCommand, target: collection, fields: values,
      original: nil)
    switch try await outbox.submit(draft) {
    case .sent(let id?):
      if let stored = try? copies.item(id, in: collection) { return Written(sent: stored.value) }
      return Written(sent: try Self.model(id: id, values: values))
    case .sent(nil):
      return Written(sent: try Self.model(id: 0, values: values))
    case .queued(let note):
      return Written(queued: try Self.model(id: -note.change.id, values: values), note)
    }
  }

  /// Changes an item through the outbox, remembering what the person saw, to tell a conflict.
  public func edit(_ id: Int, in collection: PathValues, changes: FieldValues, seen: Model?)
    async throws(RepositoryError) -> Written<Model?>
  {
    try Self.refuseUnsendable(
      UpdateResource<Model>(id: id, changes: changes, in: collection, idempotencyKey: ""))
    let base = if let seen { seen } else { try shown(id, in: collection) }
    let original = base.map { model in
      Model.schema.values(of: model).filter { changes.keys.contains($0.key) }
    }
    var target = collection
    target["id"] = .integer(id)
    let draft = Outbox.Draft(
      action: .edit, resource: names.listCommand, target: target, fields: changes,
      original: original)
    switch try await outbox.submit(draft) {
    case .sent:
      if let stored = try? copies.item(id, in: collection) { return Written(sent: stored.value) }
      return Written(sent: try base.map(changed))
    case .queued(let note):
      return Written(queued: try base.map(changed), note)
    }
    func changed(_ item: Model) throws(RepositoryError) -> Model {
      try Self.apply(changes, to: item)
    }
  }

  /// Item `id` as the person sees it without asking the server: its stored copy, with the edits
  /// that wait for it applied. A second edit of a field then changes it from the value the first
  /// one set, as shown, and is no conflict with it when both are sent. A copy that is not a
  /// usable document counts as none: the edit is still made, without the values that would tell
  /// a conflict. A disk that cannot be read fails the edit, as it would fail keeping it.
  private func shown(_ id: Int, in collection: PathValues) throws(RepositoryError) -> Model? {
    let stored: Stored<Model>?
    do {
      stored = try copies.item(id, in: collection)
    } catch .corrupted, .unsupportedVersion {
      return nil
    } catch {
      throw RepositoryError(error)
    }
    guard let stored else { return nil }
    let edits = try waitingChanges(in: collection).filter { $0.itemID == id && $0.action == .edit }
    // As a read shows it: an edit that cannot be applied is not shown there either.
    return (try? Self.applying(edits, to: stored.value))?.value ?? stored.value
  }

  /// Removes an item through the outbox.
  public func delete(_ id: Int, in collection: PathValues) async throws(RepositoryError)
    -> Written<Int>
  {
    try Self.refuseUnsendable(DeleteResource<Model>(id: id, in: collection, idempotencyKey: ""))
    var target = collection
    target["id"] = .integer(id)
    let draft = Outbox.Draft(
      action: .delete, resource: names.listCommand, target: target, fields: [:], original: nil)
    switch try await outbox.submit(draft) {
    case .sent: return Written(sent: id)
    case .queued(let note): return Written(queued: id, note)
    }
  }

  /// Refuses a change whose request cannot be built (an item added offline has no identifier
  /// the server knows; a collection not named): kept, it would wait in the outbox for ever, and
  /// every change after it behind it.
  private static func refuseUnsendable(_ endpoint: some Endpoint) throws(RepositoryError) {
    do {
      _ = try endpoint.request()
    } catch {
      throw .invalidRequest(underlyingError: error)
    }
  }

  // MARK: The outbox's changes, shown

  /// `page` as the waiting changes will make it: deleted items gone, edited ones changed and
  /// marked, and on the first page, items added offline first, marked.
  static func overlay(_ waiting: [PendingChange], on page: Page<Model>) -> Page<Tracked<Model>> {
    let deleted = Set(waiting.filter { $0.action == .delete }.compactMap(\.itemID))
    var items: [Tracked<Model>] = []
    if page.page == 1 {
      for change in waiting where change.action == .add {
        if let model = try? model(id: -change.id, values: change.fields) {
          items.append(Tracked(model, isPending: true))
        }
      }
    }
    for item in page.items where !deleted.contains(item.id) {
      let edits = waiting.filter { $0.action == .edit && $0.itemID == item.id }
      items.append((try? applying(edits, to: item)) ?? Tracked(item))
    }
    return Page(
      items: items, page: page.page, perPage: page.perPage, totalCount: page.totalCount)
  }

  private static func applying(_ edits: [PendingChange], to item: Model) throws(RepositoryError)
    -> Tracked<Model>
  {
    var value = item
    for edit in edits { value = try apply(edit.fields, to: value) }
    return Tracked(value, isPending: !edits.isEmpty)
  }

  private static func apply(_ changes: FieldValues, to item: Model) throws(RepositoryError)
    -> Model
  {
    do {
      return try ResourceCoding.applying(changes, to: item)
    } catch {
      throw .invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
    }
  }

  private static func model(id: Int, values: FieldValues) throws(RepositoryError) -> Model {
    do {
      return try ResourceCoding.model(Model.self, id: id, values: values)
    } catch {
      throw .invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
    }
  }
}

extension RemoteResourceRepository: StoredListRefreshing {
  /// Reads every collection read before again, whole (pages of 100, four at a time), and
  /// replaces its stored copy; then reads again each item kept on its own that none of those
  /// lists holds, unless it was stored since `cutoff` (one the server no longer has is
  /// forgotten).
  ///
  /// - Returns: The number of collections read again.
  public func refreshStoredLists(storedBefore cutoff: Date) async throws(RepositoryError) -> Int {
    let collections: [PathValues]
    let kept: [ResourceCopies<Model>.KeptItem]
    do {
      collections = try copies.collections()
      kept = try copies.keptItems()
    } catch {
      throw RepositoryError(error)
    }
    var listed: Set<ResourceCopies<Model>.KeptItem> = []
    let reader = AllPages<Model>(
      pageSize: PageRequest.allowedPerPage.upperBound, concurrency: 4,
      maximumItems: ResourceCopies<Model>.maximumItems)
    for collection in collections {
      let pages = try await reader.fetch(
        { [api, names] request async throws(RepositoryError) in
          do throws(APIError) {
            return try await api.send(ListResource<Model>(collection, page: request))
          } catch {
            throw RepositoryError(error, resource: Subject(names.pluralWords))
          }
        },
        progress: { _, _, _ in })
      let items = AllPages<Model>.items(of: pages, id: \.id)
      let scope = ResourceCopies<Model>.itemScope(of: collection)
      listed.formUnion(items.map { ResourceCopies<Model>.KeptItem(id: $0.id, collection: scope) })
      do throws(StorageError) {
        try copies.replace(collection, with: items)
      } catch {
        throw RepositoryError(error)
      }
    }
    // A stored time is kept to the second: a copy stored in the second the sync began is as
    // fresh as one stored after it.
    let since = Date(timeIntervalSince1970: cutoff.timeIntervalSince1970.rounded(.down))
    for item in kept where !listed.contains(item) {
      // A copy that cannot be read is as stale as none: reading the item again replaces it.
      let storedAt = (try? copies.ownCopy(of: item.id))?.storedAt ?? .distantPast
      if storedAt < since { try await refresh(item) }
    }
    return collections.count
  }

  /// Reads a kept item again. One the server no longer has (404, 410) is forgotten with its
  /// copy; one it refuses to give (any other 4xx) is no longer kept up to date, its copy left as
  /// it is, so that one item cannot fail every sync after it. An unreachable or failing server
  /// fails the sync, as for a list: the next one tries again.
  private func refresh(_ kept: ResourceCopies<Model>.KeptItem) async throws(RepositoryError) {
    let item: Model
    do {
      item = try await api.send(FetchResource<Model>(id: kept.id, in: kept.collection))
    } catch .status(let status, _) where status == 404 || status == 410 {
      do throws(StorageError) {
        try copies.remove(kept.id, from: kept.collection)
      } catch {
        throw RepositoryError(error)
      }
      return
    } catch .status(let status, _) where (400..<500).contains(status) {
      do throws(StorageError) {
        try copies.stopKeeping(kept.id)
      } catch {
        throw RepositoryError(error)
      }
      return
    } catch {
      throw RepositoryError(error, resource: Subject(names.singularWords, id: kept.id))
    }
    do throws(StorageError) {
      try copies.replaceOwnCopy(with: item)
    } catch {
      throw RepositoryError(error)
    }
  }
}

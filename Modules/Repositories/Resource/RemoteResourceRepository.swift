public import Domain
public import Foundation
public import Networking
public import Storage

/// The production ``ResourceRepository`` of any `RemoteResource`, kept in a `DocumentStore`. Its
/// writes go through a ``ChangeQueue``, and a ``ResourceChangeSender`` of the same type sends them.
public struct RemoteResourceRepository<Model: RemoteResource>: ResourceRepository {
  private let api: any APIClient
  private let copies: ResourceCopies<Model>
  private let queue: any ChangeQueue
  private let paging: Paging

  /// Creates a repository whose lists page as `paging` says unless the route says otherwise.
  public init(api: any APIClient, store: DocumentStore, queue: any ChangeQueue, paging: Paging) {
    self.api = api
    self.copies = ResourceCopies(store: store)
    self.queue = queue
    self.paging = paging
  }

  private var itemName: String {
    ResourceNames.words(of: Model.schema.names.singular).joined(separator: " ")
  }

  private var listName: String {
    ResourceNames.words(of: Model.schema.names.plural).joined(separator: " ")
  }

  /// One page, with the outbox's waiting changes shown. A page past the last that the server
  /// answers 404 (Django REST framework) or 416 (PostgREST) is empty, as other servers answer
  /// it, when the first page answers.
  public func list(_ address: Model.Address, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>
  {
    let waiting = try await waitingChanges(in: address)
    let fetched: Fetched<Page<Model>>
    do {
      fetched = try await readOfflineFirst(
        policy: policy,
        resource: Subject(listName),
        fetch: { () async throws(APIError) in
          do throws(APIError) {
            if (Model.route.paging ?? paging).cursorParameter != nil {
              return try await walk(to: page, of: address)
            }
            return try await api.send(ListResource<Model>(address, page: page, paging: paging))
          } catch .status(let code, let message) where [404, 416].contains(code) && page.page > 1 {
            let first = try await api.send(
              ListResource<Model>(address, page: page.pageOne, paging: paging))
            let total = first.totalCount ?? (first.isLast ? first.items.count : nil)
            // A page that the first page says is there is missing for a reason of its own.
            guard total.map({ page.offset >= $0 }) ?? true else {
              throw .status(code, message: message)
            }
            return Page(
              items: [], page: page.page, perPage: page.perPage, totalCount: total, hasMore: false)
          }
        },
        loadStored: { () throws(StorageError) in try copies.page(page, of: address) },
        store: { page throws(StorageError) in try copies.merge(page, of: address) })
    } catch {
      return try Self.queuedAddsAlone(waiting, page: page, after: error)
    }
    return fetched.map { page in Self.overlay(waiting, on: page) }
  }

  /// Page `page` of a list paged by cursor, walked to from page 1; past the last, an empty page.
  private func walk(to page: PageRequest, of address: Model.Address) async throws(APIError)
    -> Page<Model>
  {
    var (request, cursor) = (page.pageOne, String?.none)
    while true {
      let found = try await api.send(
        ListResource<Model>(address, page: request, paging: paging, cursor: cursor))
      guard request.page < page.page else { return found }
      guard let next = found.nextCursor, let following = request.next else {
        return Page(items: [], page: page.page, perPage: page.perPage, hasMore: false)
      }
      (request, cursor) = (following, next)
    }
  }

  /// The waiting adds alone as the first page, dated by the newest, when nothing is stored or
  /// reachable; `error` when no add waits.
  private static func queuedAddsAlone(
    _ waiting: [PendingChange], page: PageRequest, after error: RepositoryError
  ) throws(RepositoryError) -> Fetched<Page<Tracked<Model>>> {
    let reason: StoredReason
    switch error {
    case .notStored: reason = .offlineRequested
    case .unavailable: reason = .serverUnavailable(error)
    default: throw error
    }
    let adds = waiting.filter { $0.action == .add }
    guard page.page == 1, let newest = adds.map(\.queuedAt).max() else { throw error }
    let none = Page<Model>(items: [], page: 1, perPage: page.perPage, hasMore: false)
    return Fetched(
      overlay(adds, on: none), freshness: .stored(at: newest, reason: reason), isPending: true)
  }

  /// Item `id` as the outbox's waiting changes will make it; an item added here, from its change.
  public func item(_ id: Tracked<Model>.ID, in address: Model.Address, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>
  {
    let waiting = try await waitingChanges(in: address)
    let serverID: Model.ID
    switch id {
    case .unsent(let change):
      guard let add = waiting.first(where: { $0.action == .add && $0.id == change }),
        let draft = try? Draft<Model>(checking: add.fields)
      else { throw .notFound(.unsent(itemName, change: change)) }
      return Fetched(.unsent(draft, change: change), isPending: true)
    case .server(let id):
      serverID = id
    }
    let resource = Subject(itemName, identifier: serverID.description)
    if waiting.contains(where: { $0.action == .delete && Self.isItem($0, serverID) }) {
      throw .notFound(resource)
    }
    let fetched = try await readOfflineFirst(
      policy: policy, resource: resource,
      fetch: { () async throws(APIError) in
        try await api.send(FetchResource<Model>(id: serverID, in: address))
      },
      loadStored: { () throws(StorageError) in try copies.item(serverID, in: address) },
      store: { item throws(StorageError) in try copies.save(item, in: address) })
    return fetched.map { item in
      Self.applying(waiting.filter { $0.action == .edit && Self.isItem($0, serverID) }, to: item)
    }
  }

  /// The waiting changes a read of the collection at `address` shows: the adds to it, and the
  /// changes of items whose path it shares. An item path without the collection's parts
  /// (`/notes/{id}` for `/boards/{boardId}/notes`) names the item wherever it is listed.
  private func waitingChanges(in address: Model.Address) async throws(RepositoryError)
    -> [PendingChange]
  {
    let values = address.values
    let scope = ResourceCopies<Model>.itemScope(of: address)
    let shared = Model.route.itemScope
    return try await queue.changes(of: Model.schema.storageName).filter { change in
      change.state == .pending
        && (change.action == .add
          ? change.address == values
          : change.address.filter { shared.contains($0.key) } == scope)
    }
  }

  /// Adds an item through the outbox.
  public func add(_ draft: Draft<Model>, to address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    try Self.refuseUnsendable(CreateResource<Model>(draft, to: address, idempotencyKey: ""))
    let submitted = NewChange(
      action: .add, resource: Model.schema.storageName, target: address.values,
      fields: draft.values, original: nil)
    switch try await queue.submit(submitted) {
    case .sent(let id, let unreadable, var storeFailure):
      let item = sentItem(id, in: address, draft: draft, storeFailure: &storeFailure)
      return Written(sent: item, unreadable: unreadable, storeFailure: storeFailure)
    case .queued(let note):
      return Written(queued: .unsent(draft, change: note.change.id), note)
    }
  }

  /// Changes an item through the outbox, remembering what the person saw.
  public func edit(_ item: Tracked<Model>, to wanted: Draft<Model>, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    let changes = wanted.changes(from: item.draft)
    // Nothing differs: there is nothing to send, and the item is as wanted.
    guard !changes.isEmpty else { return Written(sent: item) }
    switch item {
    case .unsent(let draft, let change):
      let fields = draft.merging(changes)
      guard let revised = try await queue.revise(change, fields: fields.values) else {
        // Sent meanwhile: the item is the server's now, and this is an edit of it.
        throw .notFound(.unsent(itemName, change: change))
      }
      return Written(queued: .unsent(fields, change: change), revised)
    case .stored(let seen, _):
      try Self.refuseUnsendable(
        UpdateResource<Model>(
          id: seen.id, changes: changes, current: seen, in: address, idempotencyKey: ""))
      let original = Draft(seen).values.filter { changes.values.keys.contains($0.key) }
      var target = ResourceCopies<Model>.itemScope(of: address)
      target["id"] = seen.id.fieldValue
      let submitted = NewChange(
        action: .edit, resource: Model.schema.storageName, target: target,
        fields: changes.values, original: original)
      let expected = try? changes.applied(to: seen)
      switch try await queue.submit(submitted) {
      case .sent(_, let unreadable, var storeFailure):
        // The copy the sender kept; when the answer could not be read, it may have kept none,
        // so the item as the change made it, never the copy from before.
        let stored =
          unreadable == nil ? keptCopy(of: seen.id, in: address, storeFailure: &storeFailure) : nil
        let value = (stored ?? expected).map { Tracked.stored($0) }
        return Written(sent: value, unreadable: unreadable, storeFailure: storeFailure)
      case .queued(let note):
        return Written(queued: expected.map { .stored($0, pending: true) }, note)
      }
    }
  }

  /// Deletes an item, or does an action of the app's own to it, through the outbox.
  public func perform(
    _ action: ResourceAction, on id: Tracked<Model>.ID, in address: Model.Address
  ) async throws(RepositoryError) -> Written<Tracked<Model>?> {
    let serverID: Model.ID
    switch id {
    case .unsent(let change):
      guard action == .delete else {
        // The server cannot act on an item it has not made yet.
        throw .notFound(.unsent(itemName, change: change))
      }
      guard try await queue.discard(change) != nil else {
        throw .notFound(.unsent(itemName, change: change))
      }
      return Written(sent: nil)
    case .server(let id):
      serverID = id
    }
    var target = ResourceCopies<Model>.itemScope(of: address)
    target["id"] = serverID.fieldValue
    if action == .delete {
      try Self.refuseUnsendable(
        DeleteResource<Model>(id: serverID, in: address, idempotencyKey: ""))
    } else {
      try Self.refuseUnsendable(
        PerformAction<Model>(action, id: serverID, in: address, idempotencyKey: ""))
    }
    let submitted = NewChange(
      action: action, resource: Model.schema.storageName, target: target, fields: [:],
      original: nil)
    switch try await queue.submit(submitted) {
    case .sent(_, let unreadable, var storeFailure):
      guard action != .delete else { return Written(sent: nil, storeFailure: storeFailure) }
      let stored = keptCopy(of: serverID, in: address, storeFailure: &storeFailure)
      return Written(
        sent: stored.map { Tracked.stored($0) }, unreadable: unreadable,
        storeFailure: storeFailure)
    case .queued(let note):
      guard action != .delete else { return Written(queued: nil, note) }
      var storeFailure: RepositoryError?
      let stored = keptCopy(of: serverID, in: address, storeFailure: &storeFailure)
      return Written(
        queued: stored.map { .stored($0, pending: true) }, note, storeFailure: storeFailure)
    }
  }

  /// The item an add the server took made: its copy, as the sender kept it from the server's
  /// answer, else the draft under its new identifier; `nil` when the answer did not name it.
  private func sentItem(
    _ id: FieldValue?, in address: Model.Address, draft: Draft<Model>,
    storeFailure: inout RepositoryError?
  ) -> Tracked<Model>? {
    guard let id = id.flatMap(Model.ID.init(fieldValue:)) else { return nil }
    if let kept = keptCopy(of: id, in: address, storeFailure: &storeFailure) {
      return .stored(kept)
    }
    // A draft whose fields do not make the whole item (one the server fills in) has no copy
    // to show until it is read from the server.
    return (try? draft.item(id: id)).map { Tracked.stored($0) }
  }

  /// The stored copy of item `id` after a write, as the sender kept it; `nil` when it kept none
  /// or the copy cannot be read now, and `storeFailure` then says why.
  private func keptCopy(
    of id: Model.ID, in address: Model.Address, storeFailure: inout RepositoryError?
  ) -> Model? {
    guard storeFailure == nil else { return nil }
    do {
      return try copies.item(id, in: address)?.value
    } catch {
      storeFailure = storeFailure ?? RepositoryError(error)
      return nil
    }
  }

  /// Refuses a change whose request cannot be built (a collection not named, say): kept, it
  /// would wait in the outbox for ever, and every change after it behind it.
  private static func refuseUnsendable(_ endpoint: some Endpoint) throws(RepositoryError) {
    do {
      _ = try endpoint.request()
    } catch {
      throw .invalidRequest(underlyingError: error)
    }
  }

  // MARK: The outbox's changes, shown

  private static func isItem(_ change: PendingChange, _ id: Model.ID) -> Bool {
    change.itemID(as: Model.ID.self) == id
  }

  /// `page` as the waiting changes will make it: deleted items gone, edited ones changed and
  /// marked, and on the first page, items added here first, marked.
  static func overlay(_ waiting: [PendingChange], on page: Page<Model>) -> Page<Tracked<Model>> {
    let deleted = Set(waiting.filter { $0.action == .delete }.compactMap(\.itemID))
    var items: [Tracked<Model>] = []
    if page.page == 1 {
      for change in waiting where change.action == .add {
        if let draft = try? Draft<Model>(checking: change.fields) {
          items.append(.unsent(draft, change: change.id))
        }
      }
    }
    for item in page.items where !deleted.contains(item.id.fieldValue) {
      let changes = waiting.filter { $0.action.isWrite && $0.action != .add && isItem($0, item.id) }
      items.append(applying(changes, to: item))
    }
    return Page(
      items: items, page: page.page, perPage: page.perPage, totalCount: page.totalCount,
      hasMore: page.hasMore, nextCursor: page.nextCursor)
  }

  /// `item` as the waiting `changes` of it will make it: each edit applied (one that cannot
  /// be applied is not shown), marked pending when any waits.
  private static func applying(_ changes: [PendingChange], to item: Model) -> Tracked<Model> {
    var value = item
    for change in changes where change.action == .edit {
      if let draft = try? Draft<Model>(checking: change.fields),
        let changed = try? draft.applied(to: value)
      {
        value = changed
      }
    }
    return .stored(value, pending: !changes.isEmpty)
  }
}

extension RemoteResourceRepository: SyncPart {
  /// Reads again what is kept (``refreshStoredLists(storedBefore:progress:)``), counting lists.
  public func sync(
    into summary: inout SyncSummary, storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void
  ) async throws(RepositoryError) {
    summary.listsRefreshed += try await refreshStoredLists(storedBefore: cutoff, progress: progress)
  }

  /// Reads each stored collection again, whole, replacing its copy, then each item kept on its
  /// own that no such list holds and that was not stored since `cutoff`, the sync's start.
  /// Returns how many collections it read; on an error, what was replaced already stays whole.
  public func refreshStoredLists(
    storedBefore cutoff: Date,
    progress: @escaping @Sendable (SyncProgress) async -> Void = { _ in }
  ) async throws(RepositoryError) -> Int {
    let collections: [Model.Address]
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
        { [api, paging, listName] request, cursor async throws(RepositoryError) in
          do throws(APIError) {
            return try await api.send(
              ListResource<Model>(collection, page: request, paging: paging, cursor: cursor))
          } catch {
            throw RepositoryError(error, resource: Subject(listName))
          }
        },
        progress: { [listName] done, total, items in
          await progress(
            SyncProgress(part: listName, pagesDone: done, pagesTotal: total, itemsDone: items))
        })
      let items = AllPages<Model>.items(of: pages, id: \.id)
      listed.formUnion(items.map { ResourceCopies<Model>.KeptItem(id: $0.id, in: collection) })
      do throws(StorageError) {
        try copies.replace(collection, with: items)
      } catch {
        throw RepositoryError(error)
      }
    }
    // Stored times keep whole seconds, so a copy from the sync's first second is fresh; one
    // stored over a minute after the sync began came from a wrong clock and is as stale as none.
    let since = Date(timeIntervalSince1970: cutoff.timeIntervalSince1970.rounded(.down))
    let future = cutoff.addingTimeInterval(60)
    for item in kept where !listed.contains(item) {
      // A copy that cannot be read is as stale as none: reading the item again replaces it.
      let storedAt = (try? copies.ownCopy(of: item))?.storedAt ?? .distantPast
      if storedAt < since || storedAt > future { try await refresh(item) }
    }
    return collections.count
  }

  /// Reads a kept item again. One the server no longer has (404, 410) is forgotten with its copy;
  /// one it refuses (another 4xx), or whose address no longer reads, is no longer kept up to
  /// date, so one item cannot fail every sync after it. A failing server fails the sync.
  private func refresh(_ kept: ResourceCopies<Model>.KeptItem) async throws(RepositoryError) {
    guard let address = try? Model.Address(naming: kept.scope) else {
      do throws(StorageError) {
        try copies.stopKeeping(kept)
      } catch {
        throw RepositoryError(error)
      }
      return
    }
    let item: Model
    do {
      item = try await api.send(FetchResource<Model>(id: kept.id, in: address))
    } catch .status(let status, _) where status == 404 || status == 410 {
      do throws(StorageError) {
        try copies.remove(kept.id, from: address)
      } catch {
        throw RepositoryError(error)
      }
      return
    } catch .status(let status, _) where (400..<500).contains(status) {
      do throws(StorageError) {
        try copies.stopKeeping(kept)
      } catch {
        throw RepositoryError(error)
      }
      return
    } catch {
      throw RepositoryError(error, resource: Subject(itemName, identifier: kept.id.description))
    }
    do throws(StorageError) {
      try copies.replaceOwnCopy(with: item, in: address)
    } catch {
      throw RepositoryError(error)
    }
  }
}

import Domain
import Foundation
import Networking
import Storage

/// The stored copies of one resource: each collection read, kept whole by position, each item
/// read on its own, and an index of both for a sync to refresh.
///
/// ```
/// resource-todos-list-userId-1.json         a collection: its total, and its items by position
/// resource-todos-item-3.json                one item, as `strata todo show 3` read it
/// resource-chapters-item-slug-dune-1.json   one item whose path names its collection
/// resource-todos-lists.json                 the collections read and items kept, for a sync
/// ```
///
/// Every name starts with the never-changing `storageName`, and an item's ends with its whole
/// path, so chapter 1 of one book is never chapter 1 of another and renaming a command orphans
/// nothing. A collection is one document, short enough to keep whole (``maximumItems``), its
/// numbers checked when read as a server's are. An item kept on its own is what an offline read
/// serves, so whatever brings newer data for it (a page, a sync's list, its own read) updates it.
struct ResourceCopies<Model: RemoteResource>: Sendable {
  /// The most items one stored collection holds; a server claiming more is not stored past it.
  static var maximumItems: Int { 100_000 }

  struct StoredList: Codable, Sendable {
    var totalCount: Int?
    var items: [Model?]

    var isPlausible: Bool {
      items.count <= ResourceCopies.maximumItems
        && (totalCount.map { (0...ResourceCopies.maximumItems).contains($0) } ?? true)
    }
  }

  struct Index: Codable, Sendable {
    var collections: [FieldValues]
    /// The items kept on their own, with the collection each was read in; `nil` in an older index.
    var items: [KeptItem]?
  }

  /// An item kept on its own, and where a sync reads it again.
  struct KeptItem: Codable, Hashable, Sendable {
    var id: Model.ID
    /// The address of the collection it was read in, by part.
    var collection: FieldValues

    init(id: Model.ID, in address: Model.Address) {
      self.id = id
      self.collection = address.values
    }

    /// Where it is: the parts of its address that its path names.
    var scope: FieldValues {
      let shared = Model.route.itemScope
      return collection.filter { shared.contains($0.key) }
    }
  }

  let store: DocumentStore

  private var name: String { Model.schema.storageName }

  // MARK: Lists

  /// The stored page for `request` of `collection`, if every position it covers is known; a
  /// page past the end of a list of known length is empty.
  func page(_ request: PageRequest, of collection: Model.Address) throws(StorageError)
    -> Stored<Page<Model>>?
  {
    guard let stored = try store.load(listKey(collection), where: \.isPlausible) else {
      return nil
    }
    let list = stored.value
    var end = request.offset + request.perPage
    if let total = list.totalCount { end = min(end, total) }
    guard request.offset < end else {
      let empty = Page<Model>(
        items: [], page: request.page, perPage: request.perPage, totalCount: list.totalCount)
      return list.totalCount == nil ? nil : Stored(value: empty, storedAt: stored.storedAt)
    }
    guard end <= list.items.count else { return nil }
    let items = list.items[request.offset..<end].compactMap { $0 }
    guard items.count == end - request.offset else { return nil }
    let page = Page(
      items: items, page: request.page, perPage: request.perPage, totalCount: list.totalCount)
    return Stored(value: page, storedAt: stored.storedAt)
  }

  /// Records a page the server just returned, and that `collection` was read.
  func merge(_ page: Page<Model>, of collection: Model.Address) throws(StorageError) {
    var list = try usableList(collection) ?? StoredList(totalCount: nil, items: [])
    let offset = (page.page - 1) * page.perPage
    for (index, item) in page.items.enumerated() {
      let position = offset + index
      guard position < Self.maximumItems else { break }
      if list.items.count <= position {
        list.items += Array(repeating: nil, count: position + 1 - list.items.count)
      }
      list.items[position] = item
    }
    if let total = page.totalCount {
      list.totalCount = min(total, Self.maximumItems)
    } else if page.isLast, !page.items.isEmpty || offset == 0 {
      // An empty page past the first says only that the list ends at or before it.
      list.totalCount = offset + page.items.count
    }
    if let total = list.totalCount, list.items.count > total {
      list.items.removeLast(list.items.count - total)
    }
    try store.save(list, for: listKey(collection))
    try remember(collection)
    try updateKeptItems(from: page.items, of: collection)
  }

  /// Replaces the stored copy of `collection` with the whole of it, `items`.
  func replace(_ collection: Model.Address, with items: [Model]) throws(StorageError) {
    let kept = Array(items.prefix(Self.maximumItems))
    try store.save(StoredList(totalCount: kept.count, items: kept), for: listKey(collection))
    try remember(collection)
    try updateKeptItems(from: kept, of: collection)
  }

  /// The collections read so far; one whose address no longer reads as the resource's is left out.
  func collections() throws(StorageError) -> [Model.Address] {
    try index().collections.compactMap { try? Model.Address(values: $0) }
  }

  /// The items kept on their own, oldest first, for a sync to bring up to date.
  func keptItems() throws(StorageError) -> [KeptItem] {
    try index().items ?? []
  }

  // MARK: Items

  /// The stored copy of item `id`: as read on its own, or else from a stored list that may hold
  /// it (`collection`'s first), or else the copy a write of it left. A list is believed before a
  /// write's copy, which is not kept up to date (that would cost every write one more file).
  func item(_ id: Model.ID, in collection: Model.Address) throws(StorageError) -> Stored<Model>? {
    let own = try ownCopy(of: id, in: collection)
    let scope = Self.itemScope(of: collection)
    if let own, try keptItems().contains(where: { $0.id == id && $0.scope == scope }) {
      return own
    }
    for holder in try lists(holdingItemsOf: collection) {
      guard let stored = try store.load(listKey(holder), where: \.isPlausible),
        let item = stored.value.items.lazy.compactMap({ $0 }).first(where: { $0.id == id })
      else { continue }
      return Stored(value: item, storedAt: stored.storedAt)
    }
    return own
  }

  /// Item `id`'s own copy, as kept when it was read on its own.
  func ownCopy(of id: Model.ID, in collection: Model.Address) throws(StorageError)
    -> Stored<Model>?
  {
    try store.load(itemKey(id, scope: Self.itemScope(of: collection)), where: { $0.id == id })
  }

  /// The own copy of `item`, a kept item.
  func ownCopy(of item: KeptItem) throws(StorageError) -> Stored<Model>? {
    try store.load(itemKey(item.id, scope: item.scope), where: { $0.id == item.id })
  }

  /// Keeps `item` as read on its own, and where it is in the stored lists that hold it.
  func save(_ item: Model, in collection: Model.Address) throws(StorageError) {
    try keep(item, in: collection)
    try replaceInLists(item, of: collection)
  }

  /// Changes `item`, just changed on the server, where it is stored: its own copy (kept up to
  /// date only if it was read on its own), and the stored lists that hold it.
  func update(_ item: Model, in collection: Model.Address) throws(StorageError) {
    try replaceOwnCopy(with: item, in: collection)
    try replaceInLists(item, of: collection)
  }

  /// Adds `item`, just made on the server, at the end of the stored list of `collection`, and
  /// keeps the server's answer as its own copy (not kept up to date until it is read on its own).
  func add(_ item: Model, to collection: Model.Address) throws(StorageError) {
    try replaceOwnCopy(with: item, in: collection)
    guard var list = try usableList(collection), let total = list.totalCount,
      total == list.items.count, total < Self.maximumItems
    else { return }
    list.items.append(item)
    list.totalCount = total + 1
    try store.save(list, for: listKey(collection))
  }

  /// Forgets item `id`, just deleted on the server, closing its gap in the lists that hold it.
  func remove(_ id: Model.ID, from collection: Model.Address) throws(StorageError) {
    try store.remove(itemKey(id, scope: Self.itemScope(of: collection)))
    try stopKeeping(KeptItem(id: id, in: collection))
    for holder in try lists(holdingItemsOf: collection) {
      guard var list = try usableList(holder),
        let position = list.items.firstIndex(where: { $0?.id == id })
      else { continue }
      list.items.remove(at: position)
      list.totalCount = list.totalCount.map { max(0, $0 - 1) }
      try store.save(list, for: listKey(holder))
    }
  }

  /// Writes `item`'s own copy alone, not the lists that may hold it nor the kept items: all a
  /// sync reading a kept item needs, as it has just read those lists whole.
  func replaceOwnCopy(with item: Model, in collection: Model.Address) throws(StorageError) {
    try store.save(item, for: itemKey(item.id, scope: Self.itemScope(of: collection)))
  }

  /// Stops keeping `item` up to date; its own copy, if any, stays as it is.
  func stopKeeping(_ item: KeptItem) throws(StorageError) {
    var known = try index()
    let same = { (other: KeptItem) in other.id == item.id && other.scope == item.scope }
    guard let items = known.items, items.contains(where: same) else { return }
    known.items = items.filter { !same($0) }
    try store.save(known, for: indexKey)
  }

  /// The parts of `collection`'s address that an item's path names: none for `/notes/{id}`,
  /// whose item is the same wherever it is listed.
  static func itemScope(of collection: Model.Address) -> FieldValues {
    let shared = Model.route.itemScope
    return collection.values.filter { shared.contains($0.key) }
  }

  /// The stored lists an item of `collection` may be in: `collection`'s, and every list read
  /// whose values the item's path shares (all of them, for `/notes/{id}`).
  private func lists(holdingItemsOf collection: Model.Address) throws(StorageError)
    -> [Model.Address]
  {
    let scope = Self.itemScope(of: collection)
    let others = try collections().filter { Self.itemScope(of: $0) == scope && $0 != collection }
    return [collection] + others
  }

  private func replaceInLists(_ item: Model, of collection: Model.Address) throws(StorageError) {
    for holder in try lists(holdingItemsOf: collection) {
      guard var list = try usableList(holder),
        let position = list.items.firstIndex(where: { $0?.id == item.id })
      else { continue }
      list.items[position] = item
      try store.save(list, for: listKey(holder))
    }
  }

  // MARK: Files

  private func usableList(_ collection: Model.Address) throws(StorageError) -> StoredList? {
    try store.loadUsable(listKey(collection), where: \.isPlausible)
  }

  private func index() throws(StorageError) -> Index {
    try store.loadUsable(indexKey) ?? Index(collections: [], items: nil)
  }

  private func remember(_ collection: Model.Address) throws(StorageError) {
    var known = try index()
    guard !known.collections.contains(collection.values) else { return }
    known.collections.append(collection.values)
    try store.save(known, for: indexKey)
  }

  /// Writes `item`'s own copy, and remembers it (at most ``maximumItems``, the oldest forgotten
  /// first) so that a sync keeps it up to date.
  private func keep(_ item: Model, in collection: Model.Address) throws(StorageError) {
    try replaceOwnCopy(with: item, in: collection)
    var known = try index()
    var items = known.items ?? []
    let entry = KeptItem(id: item.id, in: collection)
    guard !items.contains(entry) else { return }
    items.removeAll { $0.id == entry.id && $0.scope == entry.scope }
    items.append(entry)
    known.items = Array(items.suffix(Self.maximumItems))
    try store.save(known, for: indexKey)
  }

  /// Brings the own copies of the kept items among `items`, just read in `collection`, up to
  /// date: an offline read of one of them then shows what the list shows.
  private func updateKeptItems(from items: [Model], of collection: Model.Address)
    throws(StorageError)
  {
    let scope = Self.itemScope(of: collection)
    let kept = Set(try keptItems().filter { $0.scope == scope }.map(\.id))
    guard !kept.isEmpty else { return }
    for item in items where kept.contains(item.id) {
      try replaceOwnCopy(with: item, in: collection)
    }
  }

  private func listKey(_ collection: Model.Address) -> DocumentKey<StoredList> {
    DocumentKey(
      DocumentName.make(["resource", name, "list"] + DocumentName.parts(of: collection.values)))
  }

  private func itemKey(_ id: Model.ID, scope: FieldValues) -> DocumentKey<Model> {
    DocumentKey(
      DocumentName.make(
        ["resource", name, "item"] + DocumentName.parts(of: scope) + [id.description]))
  }

  private var indexKey: DocumentKey<Index> {
    DocumentKey(DocumentName.make(["resource", name, "lists"]))
  }
}

import Domain
import Foundation
import Networking
import Storage

/// Every article the app has seen, kept by its position in the server's list, in blocks of 100.
///
/// A page is read from at most two small files, whatever the list's size. A sync writes a complete
/// new generation of blocks, then switches the index to it with one atomic write, the commit
/// point, so a sync killed before it leaves the previous generation current.
///
/// ```
/// articles.json               the index: generation 7, 10,000 articles, blocks 0–99
/// articles-g7-b0.json         positions 0–99, each with its article and when it was stored
/// articles-g7-b1.json         positions 100–199
/// …
/// ```
///
/// Every number in these files is checked when read, as a server's would be. An index or block
/// with impossible values is corrupted, and a sync replaces it.
struct ArticleStore: Sendable {
  /// Articles per block; also the largest page the API serves, so a page spans two blocks at most.
  static let blockSize = 100
  /// The highest block number a page request can reach.
  static let maximumBlock =
    PageRequest.allowedPages.upperBound * PageRequest.allowedPerPage.upperBound / blockSize
  /// The most blocks one generation may list: a full sync's worth, and room besides.
  static let maximumBlockCount = 10_000
  /// The highest generation believed: milliseconds since 1970 for a few hundred thousand years.
  static let maximumGeneration = 1 << 53

  struct Index: Codable, Sendable {
    var generation: Int
    var totalCount: Int?
    /// The block numbers this generation holds, ascending.
    var blocks: [Int]
    var updatedAt: Date

    var isPlausible: Bool {
      (0...ArticleStore.maximumGeneration).contains(generation)
        && (totalCount.map { (0...FetchArticles.maximumTotalCount).contains($0) } ?? true)
        && blocks.count <= ArticleStore.maximumBlockCount
        && blocks.allSatisfy { (0...ArticleStore.maximumBlock).contains($0) }
    }
  }

  struct Block: Codable, Sendable {
    var entries: [Entry]

    func isPlausible(asBlock number: Int) -> Bool {
      entries.count <= ArticleStore.blockSize
        && entries.allSatisfy { $0.position >= 0 && $0.position / ArticleStore.blockSize == number }
    }
  }

  struct Entry: Codable, Sendable, Equatable {
    var position: Int
    var article: Article
    var storedAt: Date
  }

  let store: DocumentStore
  let now: @Sendable () -> Date

  static let indexKey = DocumentKey<Index>("articles")

  static func blockKey(generation: Int, block: Int) -> DocumentKey<Block> {
    DocumentKey("articles-g\(generation)-b\(block)")
  }

  // MARK: Reading

  /// The stored page for `request`, dated by its oldest piece, if every position it covers is
  /// known; a page past the end of a list of known length is empty.
  ///
  /// - Throws: ``StorageError``, including `corrupted` for an index with impossible values, so
  ///   an offline read can say why it found nothing.
  func page(for request: PageRequest) throws(StorageError) -> Stored<Page<Article>>? {
    guard let index = try store.load(Self.indexKey, where: \.isPlausible)?.value else {
      return nil
    }
    var end = request.offset + request.perPage
    if let total = index.totalCount {
      if request.offset >= total {
        let empty = Page<Article>(
          items: [], page: request.page, perPage: request.perPage, totalCount: total)
        return Stored(value: empty, storedAt: index.updatedAt)
      }
      end = min(end, total)
    }
    let positions = request.offset..<end
    let entries = try entries(in: positions, generation: index.generation)
    guard entries.count == positions.count, let oldest = entries.map(\.storedAt).min() else {
      return nil
    }
    let page = Page(
      items: entries.map(\.article), page: request.page, perPage: request.perPage,
      totalCount: index.totalCount)
    return Stored(value: page, storedAt: oldest)
  }

  /// The identifiers of every stored article, to tell what a sync found new.
  func articleIDs() throws(StorageError) -> Set<Article.ID> {
    guard let index = try usableIndex() else { return [] }
    var ids = Set<Article.ID>()
    for block in index.blocks {
      for entry in try loadBlock(generation: index.generation, block: block) {
        ids.insert(entry.article.id)
      }
    }
    return ids
  }

  // MARK: Writing

  /// Records a page the server just returned, in the current generation, or, when that would
  /// grow the index past what a reader believes, in a fresh one of this page alone.
  func merge(_ page: Page<Article>) throws(StorageError) {
    let storedAt = now()
    let current = try usableIndex()
    var index =
      current
      ?? Index(
        generation: Self.newGeneration(after: nil, at: storedAt), blocks: [], updatedAt: storedAt)
    let offset = (page.page - 1) * page.perPage
    let incoming = page.items.enumerated().map {
      Entry(position: offset + $0.offset, article: $0.element, storedAt: storedAt)
    }
    let touched = Set(incoming.map { $0.position / Self.blockSize })
    if Set(index.blocks).union(touched).count > Self.maximumBlockCount {
      index = Index(
        generation: Self.newGeneration(after: index, at: storedAt), totalCount: index.totalCount,
        blocks: [], updatedAt: storedAt)
    }
    for (block, entries) in Dictionary(grouping: incoming, by: { $0.position / Self.blockSize }) {
      var byPosition = Dictionary(
        uniqueKeysWithValues: try loadBlock(generation: index.generation, block: block).map {
          ($0.position, $0)
        })
      for entry in entries { byPosition[entry.position] = entry }
      try saveBlock(Array(byPosition.values), generation: index.generation, block: block)
      if !index.blocks.contains(block) { index.blocks = (index.blocks + [block]).sorted() }
    }
    if let total = page.totalCount {
      index.totalCount = total
    } else if page.items.count < page.perPage, !page.items.isEmpty || offset == 0 {
      // An empty page past the first says only that the list ends at or before it.
      index.totalCount = offset + page.items.count
    }
    index.updatedAt = storedAt
    try store.save(index, for: Self.indexKey)
    if let current, current.generation != index.generation { removeOtherGenerations(than: index) }
  }

  /// Replaces everything with the complete list `articles`: the new generation is written in
  /// full before the index switches to it, then the old one is deleted. Returns its time stamp.
  @discardableResult
  func replaceAll(with articles: [Article]) throws(StorageError) -> Date {
    let storedAt = now()
    // The old index only keeps the new generation's number above its own. One that cannot be
    // read is being replaced anyway, and the clock keeps the number new (`newGeneration`).
    let previous = try? usableIndex()
    let generation = Self.newGeneration(after: previous, at: storedAt)
    let entries = articles.enumerated().map {
      Entry(position: $0.offset, article: $0.element, storedAt: storedAt)
    }
    let blocks = stride(from: 0, to: entries.count, by: Self.blockSize).map {
      Array(entries[$0..<min($0 + Self.blockSize, entries.count)])
    }
    for (number, block) in blocks.enumerated() {
      try saveBlock(block, generation: generation, block: number)
    }
    let index = Index(
      generation: generation, totalCount: articles.count, blocks: Array(blocks.indices),
      updatedAt: storedAt)
    try store.save(index, for: Self.indexKey)  // the commit point
    removeOtherGenerations(than: index)
    return storedAt
  }

  /// Deletes every block not of `index`'s generation, killed syncs' leftovers included. Best
  /// effort: a block of another generation is never read, and the next commit tries again.
  private func removeOtherGenerations(than index: Index) {
    guard let names = try? store.documentNames() else { return }
    let current = "articles-g\(index.generation)-"
    for name in names where name.hasPrefix("articles-g") && !name.hasPrefix(current) {
      try? store.removeDocument(named: name)
    }
  }

  // MARK: Files

  /// The index, or `nil` when there is none or it cannot be used; the next write replaces it.
  private func usableIndex() throws(StorageError) -> Index? {
    try store.loadUsable(Self.indexKey, where: \.isPlausible)
  }

  /// A block's entries; a missing or unusable block holds none.
  private func loadBlock(generation: Int, block: Int) throws(StorageError) -> [Entry] {
    let key = Self.blockKey(generation: generation, block: block)
    return try store.loadUsable(key, where: { $0.isPlausible(asBlock: block) })?.entries ?? []
  }

  private func saveBlock(_ entries: [Entry], generation: Int, block: Int) throws(StorageError) {
    let sorted = entries.sorted { $0.position < $1.position }
    try store.save(Block(entries: sorted), for: Self.blockKey(generation: generation, block: block))
  }

  private func entries(in positions: Range<Int>, generation: Int) throws(StorageError) -> [Entry] {
    guard !positions.isEmpty else { return [] }
    let blocks =
      (positions.lowerBound / Self.blockSize)...((positions.upperBound - 1) / Self.blockSize)
    var found: [Entry] = []
    for block in blocks {
      found += try loadBlock(generation: generation, block: block).filter {
        positions.contains($0.position)
      }
    }
    return found.sorted { $0.position < $1.position }
  }

  /// A generation number never used before, past both the previous one and the clock, so a store
  /// that lost its index never mixes old blocks in; past the maximum, it restarts from the clock.
  private static func newGeneration(after previous: Index?, at date: Date) -> Int {
    let fromClock = date.timeIntervalSince1970 * 1000
    let milliseconds = fromClock.isFinite && fromClock >= 0 && fromClock < 1e15 ? Int(fromClock) : 0
    let next = previous.map { $0.generation < maximumGeneration ? $0.generation + 1 : 0 } ?? 1
    return max(next, milliseconds)
  }
}

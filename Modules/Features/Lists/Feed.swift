public import Domain

/// The items a list shows: every page loaded so far, in order, each once.
public struct Feed<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  /// The items, in server order, each once.
  public var items: [Item]
  /// The page size.
  public var perPage: Int
  /// The first page loaded.
  public var firstPage: Int
  /// The last page loaded.
  public var lastPage: Int
  /// How many items the whole list holds, when the server says.
  public var totalCount: Int?
  /// Whether the last page loaded is the end of the list.
  public var reachedEnd: Bool
  /// Whether the end is only taken to be further on: the server said neither how long the
  /// list is nor whether a page follows, and the last page loaded was full.
  public var mayHaveMore: Bool = false

  /// A feed of the parts given, with no check that they agree; `init(_:)` starts one from a first
  /// page and `append(_:)` adds the next, which keep them consistent.
  public init(
    items: [Item], perPage: Int, firstPage: Int, lastPage: Int, totalCount: Int?,
    reachedEnd: Bool
  ) {
    self.items = items
    self.perPage = perPage
    self.firstPage = firstPage
    self.lastPage = lastPage
    self.totalCount = totalCount
    self.reachedEnd = reachedEnd
  }

  /// A feed holding just `page`, the first one loaded.
  public init(_ page: Page<Item>) {
    self.init(
      items: [], perPage: page.perPage, firstPage: page.page, lastPage: page.page,
      totalCount: page.totalCount, reachedEnd: false)
    append(page)
  }

  /// Adds `page`, the one after ``lastPage``, skipping items already shown (a list that shifts
  /// between requests repeats them).
  public mutating func append(_ page: Page<Item>) {
    var seen = Set(items.map(\.id))
    items += page.items.filter { seen.insert($0.id).inserted }
    lastPage = page.page
    totalCount = page.totalCount ?? totalCount
    reachedEnd = page.isLast || page.items.isEmpty
    mayHaveMore = !reachedEnd && page.mayHaveMore
  }
}

extension Feed: Equatable where Item: Equatable {}
extension Feed: Hashable where Item: Hashable {}

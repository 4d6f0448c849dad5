/// One page of a longer list, exactly as the server returned it. A page past the end is not an
/// error but a page with no items, so callers stop paging without special cases.
public struct Page<Item> {
  /// The items on this page, in server order.
  public var items: [Item]
  /// The page number, starting at 1.
  public var page: Int
  /// The most items a page holds.
  public var perPage: Int
  /// The whole list's size, when the server sends it (`X-Total-Count`, `count`); never guessed.
  public var totalCount: Int?
  /// Whether a page follows, when the server says so without a total (a `next` link); else `nil`.
  public var hasMore: Bool?
  /// What asks for the next page, from a server that pages by cursor (`next_page`); `nil` on the
  /// last page, and from a server that numbers its pages.
  public var nextCursor: String?

  /// Page number `page` (from 1) of a list cut into pages of `perPage`, every part kept as given.
  public init(
    items: [Item], page: Int, perPage: Int, totalCount: Int? = nil, hasMore: Bool? = nil,
    nextCursor: String? = nil
  ) {
    self.items = items
    self.page = page
    self.perPage = perPage
    self.totalCount = totalCount
    self.hasMore = hasMore
    self.nextCursor = nextCursor
  }

  /// How many pages the whole list fills, when the total is known; computed without
  /// `totalCount + perPage - 1`, which overflows for a total near `Int.max` (a server's to send).
  public var pageCount: Int? {
    guard let totalCount, totalCount >= 0, perPage > 0 else { return nil }
    let (whole, rest) = totalCount.quotientAndRemainder(dividingBy: perPage)
    return rest == 0 ? whole : whole + 1
  }

  /// Whether no page follows this one: exact with a total or the server's word on a next page;
  /// otherwise a short page is taken to be the last.
  public var isLast: Bool {
    if let pageCount { return page >= pageCount }
    if let hasMore { return !hasMore }
    return items.count < perPage
  }

  /// Whether a next page is only guessed at: this page is full, and the server sent neither a
  /// total nor word of a next page.
  public var mayHaveMore: Bool {
    totalCount == nil && hasMore == nil && items.count >= perPage
  }

  /// Returns a page with the same position and the items transformed.
  public func map<Other, Failure: Error>(
    _ transform: (Item) throws(Failure) -> Other
  ) throws(Failure) -> Page<Other> {
    var mapped: [Other] = []
    mapped.reserveCapacity(items.count)
    for item in items { mapped.append(try transform(item)) }
    return Page<Other>(
      items: mapped, page: page, perPage: perPage, totalCount: totalCount, hasMore: hasMore,
      nextCursor: nextCursor)
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
extension Page: Encodable where Item: Encodable {}
extension Page: Decodable where Item: Decodable {}

public import Domain

/// The articles a list shows: every page loaded so far, in order, without duplicates.
public struct ArticleFeed: Hashable, Sendable {
  /// The articles, in server order, each once.
  public var articles: [Article]
  /// The page size.
  public var perPage: Int
  /// The first page loaded.
  public var firstPage: Int
  /// The last page loaded.
  public var lastPage: Int
  /// How many articles the whole list holds, when the server says.
  public var totalCount: Int?
  /// Whether the last page loaded is the end of the list.
  public var reachedEnd: Bool

  /// Creates a feed.
  public init(
    articles: [Article], perPage: Int, firstPage: Int, lastPage: Int, totalCount: Int?,
    reachedEnd: Bool
  ) {
    self.articles = articles
    self.perPage = perPage
    self.firstPage = firstPage
    self.lastPage = lastPage
    self.totalCount = totalCount
    self.reachedEnd = reachedEnd
  }

  /// A feed holding just `page`, the first one loaded.
  public init(_ page: Page<Article>) {
    self.init(
      articles: [], perPage: page.perPage, firstPage: page.page, lastPage: page.page,
      totalCount: page.totalCount, reachedEnd: false)
    append(page)
  }

  /// Adds `page`, the one after ``lastPage``, skipping articles already shown (a list that
  /// shifts between requests repeats them).
  public mutating func append(_ page: Page<Article>) {
    var seen = Set(articles.map(\.id))
    articles += page.items.filter { seen.insert($0.id).inserted }
    lastPage = page.page
    totalCount = page.totalCount ?? totalCount
    reachedEnd = page.isLast || page.items.isEmpty
  }
}

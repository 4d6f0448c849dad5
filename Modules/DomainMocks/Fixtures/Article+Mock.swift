public import Domain

extension Article {
  /// A typical article by ``Domain/User/mock``.
  public static let mock = Article.mock(id: 1)

  /// Returns an article whose text mentions its identifier, so test failures are easy to read.
  ///
  /// - Parameters:
  ///   - id: The article's identifier.
  ///   - userId: The author's identifier.
  /// - Returns: The article.
  public static func mock(id: ID, userId: User.ID = 1) -> Article {
    Article(
      id: id,
      userId: userId,
      title: "Article \(id)",
      body: "The body of article \(id)."
    )
  }

  /// Returns `count` consecutive articles starting at identifier `first`.
  ///
  /// - Parameters:
  ///   - count: How many articles to make.
  ///   - first: The first identifier.
  /// - Returns: The articles, in identifier order.
  public static func mocks(count: Int, startingAt first: ID = 1) -> [Article] {
    (0..<max(0, count)).map { mock(id: first + $0) }
  }
}

extension Page where Item == Article {
  /// Returns the page a server holding `totalCount` mock articles would return for `request`.
  ///
  /// - Parameters:
  ///   - request: The page wanted.
  ///   - totalCount: How many articles the whole list holds.
  /// - Returns: The page, empty when `request` lies past the end.
  public static func mock(_ request: PageRequest, totalCount: Int) -> Page<Article> {
    let count = min(request.perPage, max(0, totalCount - request.offset))
    return Page(
      items: Article.mocks(count: count, startingAt: request.offset + 1),
      page: request.page,
      perPage: request.perPage,
      totalCount: totalCount
    )
  }
}

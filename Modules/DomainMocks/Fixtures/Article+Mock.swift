public import Domain

extension Article {
  /// A typical article, by user 1.
  public static let mock = Article.mock(id: 1)

  /// An article whose text mentions its identifier `id`, so test failures are easy to read.
  public static func mock(id: ID, userID: Int = 1) -> Article {
    Article(
      id: id,
      userID: userID,
      title: "Article \(id)",
      body: "The body of article \(id)."
    )
  }

  /// `count` consecutive articles, starting at identifier `first`.
  public static func mocks(count: Int, startingAt first: ID = 1) -> [Article] {
    (0..<max(0, count)).map { mock(id: first + $0) }
  }
}

extension Page where Item == Article {
  /// The page a server holding `totalCount` mock articles would return for `request`: empty
  /// when `request` lies past the end.
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

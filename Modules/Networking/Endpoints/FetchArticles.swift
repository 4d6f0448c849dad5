public import Domain
public import Foundation

/// `GET /posts?_page=N&_limit=M`: one page of articles, with `X-Total-Count` when it is sent.
public struct FetchArticles: Endpoint {
  /// The largest `X-Total-Count` believed.
  public static let maximumTotalCount = TotalCount.maximum

  /// The page number, starting at 1.
  public var page: Int
  /// The page size.
  public var perPage: Int

  /// Creates the endpoint for one page.
  public init(page: Int, perPage: Int) {
    self.page = page
    self.perPage = perPage
  }

  /// `GET /posts?_page=N&_limit=M`.
  public func request() -> APIRequest {
    APIRequest(
      .get, path: ["posts"],
      query: [
        URLQueryItem(name: "_page", value: String(page)),
        URLQueryItem(name: "_limit", value: String(perPage)),
      ])
  }

  /// The page, empty past the end of the list; an `X-Total-Count` out of range throws
  /// ``APIError/invalidHeader(name:value:)``.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Page<Article> {
    let articles = try JSONBody.decode([ArticleDTO].self, from: body).map(\.article)
    let totalCount = try TotalCount.read(head)
    return Page(items: articles, page: page, perPage: perPage, totalCount: totalCount)
  }
}

public import Domain
public import Foundation

/// `GET /posts/{id}`: one article.
public struct FetchArticle: Endpoint {
  /// The article to fetch.
  public var id: Article.ID

  /// Creates the endpoint for article `id`.
  public init(id: Article.ID) {
    self.id = id
  }

  /// `GET /posts/{id}`.
  public func request() -> APIRequest {
    APIRequest(.get, path: ["posts", String(id)])
  }

  /// The article, decoded from the body of a 2xx answer.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Article {
    try JSONBody.decode(ArticleDTO.self, from: body).article
  }
}

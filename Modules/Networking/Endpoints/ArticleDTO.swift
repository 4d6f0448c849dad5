public import Domain

/// The wire shape of an article: JSONPlaceholder calls articles "posts". Public because the
/// CLI's `--json` prints this shape, so what it prints and what the server sends cannot drift
/// apart.
public struct ArticleDTO: Codable {
  var id: Int
  var userId: Int
  var title: String
  var body: String
}

extension ArticleDTO {
  /// `article`, as the wire carries it.
  public init(_ article: Article) {
    id = article.id
    userId = article.userID
    title = article.title
    body = article.body
  }

  var article: Article { Article(id: id, userID: userId, title: title, body: body) }
}

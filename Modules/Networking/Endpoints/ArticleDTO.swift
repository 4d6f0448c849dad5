public import Domain

/// The wire shape of an article (JSONPlaceholder's "posts"); public so that the CLI's `--json`
/// prints this same shape, and what it prints cannot drift from what the server sends.
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

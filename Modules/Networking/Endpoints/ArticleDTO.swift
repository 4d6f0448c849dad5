public import Domain

/// The wire shape of an article: JSONPlaceholder calls articles "posts".
///
/// Public for the same one reader as ``UserDTO``: the CLI's `--json` prints an article in this
/// shape, so there is one wire shape of an article, not a copy of it.
public struct ArticleDTO: Codable {
  var id: Int
  var userId: Int
  var title: String
  var body: String

  /// `article`, as the wire carries it.
  public init(_ article: Article) {
    id = article.id
    userId = article.userID
    title = article.title
    body = article.body
  }

  var article: Article { Article(id: id, userID: userId, title: title, body: body) }
}

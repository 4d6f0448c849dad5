import Domain

/// The wire shape of an article: JSONPlaceholder calls articles "posts".
struct ArticleDTO: Codable {
  var id: Int
  var userId: Int
  var title: String
  var body: String

  var article: Article { Article(id: id, userID: userId, title: title, body: body) }
}

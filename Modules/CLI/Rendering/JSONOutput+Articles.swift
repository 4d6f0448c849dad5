import Networking

// The articles' `--json` shapes: the exemplar's (docs/decisions/0018-the-exemplar-stays.md).
extension JSONOutput {
  /// An article, in the REST API's shape: the wire type itself, so what `--json` prints and what
  /// the server sends cannot drift apart.
  typealias ArticleObject = ArticleDTO

  /// `strata articles --json`: the page asked for, with `totalCount` present even when `null`.
  struct ArticlesObject: Encodable {
    var page: Int
    var perPage: Int
    var totalCount: Int?
    var articles: [ArticleObject]

    enum CodingKeys: String, CodingKey {
      case page, perPage, totalCount, articles
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(page, forKey: .page)
      try container.encode(perPage, forKey: .perPage)
      try container.encode(totalCount, forKey: .totalCount)
      try container.encode(articles, forKey: .articles)
    }
  }
}

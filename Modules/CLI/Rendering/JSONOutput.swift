import Domain
import Foundation
import Repositories

/// The `--json` shapes: part of the CLI's contract, so they are spelled out here rather than
/// derived from Domain types whose names may change.
enum JSONOutput {
  /// A user, in the REST API's shape; absent optional fields are omitted.
  struct UserObject: Encodable {
    struct Address: Encodable {
      struct Geo: Encodable {
        var lat: String
        var lng: String
      }

      var street: String?
      var suite: String?
      var city: String?
      var zipcode: String?
      var geo: Geo?
    }

    struct Company: Encodable {
      var name: String
      var catchPhrase: String?
      var bs: String?
    }

    var id: Int
    var name: String
    var username: String
    var email: String
    var address: Address?
    var phone: String?
    var website: String?
    var company: Company?

    init(_ user: User) {
      id = user.id
      name = user.name
      username = user.username
      email = user.email
      address = user.address.map { address in
        Address(
          street: address.street, suite: address.suite, city: address.city,
          zipcode: address.zipcode, geo: address.geo.map { Address.Geo(lat: $0.lat, lng: $0.lng) })
      }
      phone = user.phone
      website = user.website
      company = user.company.map { Company(name: $0.name, catchPhrase: $0.catchPhrase, bs: $0.bs) }
    }
  }

  /// One article.
  struct ArticleObject: Encodable {
    var id: Int
    var userId: Int
    var title: String
    var body: String
  }

  /// `strata articles --json`: the page asked for, with `totalCount` always present (`null`
  /// when the server does not say).
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

  /// `strata sync --json`: what was stored.
  struct SyncObject: Encodable {
    var articles: Int
    var newArticles: Int
    var pages: Int
    var storedAt: String
    var user: UserObject

    init(_ summary: SyncSummary) {
      articles = summary.articleCount
      newArticles = summary.newArticleCount
      pages = summary.pageCount
      storedAt = ISO8601DateFormatter().string(from: summary.storedAt)
      user = UserObject(summary.user)
    }
  }

  /// Encodes `value` as pretty-printed JSON text.
  static func text(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    // Sorted keys make the output byte-for-byte stable, so scripts can diff it.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every shape above is plain data; encoding cannot fail, but an empty object beats a crash.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

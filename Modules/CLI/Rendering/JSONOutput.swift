import Domain
import Features
import Foundation
import Repositories

/// The `--json` shapes: part of the CLI's contract, so they are spelled out here rather than
/// derived from Domain types whose names may change. The keys are the REST API's, as they were
/// when the contract was made (`userId`, `lat`, `zipcode`), whatever Domain calls them now.
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
          zipcode: address.postalCode,
          geo: address.coordinates.map { Address.Geo(lat: $0.latitude, lng: $0.longitude) })
      }
      phone = user.phone
      website = user.website
      company = user.company.map {
        Company(name: $0.name, catchPhrase: $0.catchPhrase, bs: $0.businessSummary)
      }
    }
  }

  /// One article.
  struct ArticleObject: Encodable {
    var id: Int
    var userId: Int
    var title: String
    var body: String

    init(_ article: Article) {
      id = article.id
      userId = article.userID
      title = article.title
      body = article.body
    }
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

  /// `strata bookmarks --json`: `{"bookmarks": [ … ]}`, in the order bookmarked.
  struct BookmarksObject: Encodable {
    var bookmarks: [ArticleObject]

    init(_ articles: [Article]) {
      bookmarks = articles.map(ArticleObject.init)
    }
  }

  /// `strata bookmark add --json`: `{"article": { … }, "wasAlreadyBookmarked": false}`;
  /// `strata bookmark remove --json`: `{"id": 7, "removed": true}`.
  struct BookmarkChangeObject: Encodable {
    let change: BookmarkChange

    init(_ change: BookmarkChange) {
      self.change = change
    }

    enum CodingKeys: String, CodingKey {
      case article, wasAlreadyBookmarked, id, removed
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch change {
      case .added(let article), .alreadyBookmarked(let article):
        try container.encode(ArticleObject(article), forKey: .article)
        try container.encode(change != .added(article), forKey: .wasAlreadyBookmarked)
      case .removed(let article):
        try container.encode(article.id, forKey: .id)
        try container.encode(true, forKey: .removed)
      case .notBookmarked(let id):
        try container.encode(id, forKey: .id)
        try container.encode(false, forKey: .removed)
      }
    }
  }

  /// `strata sync --json`: what was sent and what was stored.
  struct SyncObject: Encodable {
    var articles: Int
    var newArticles: Int
    var pages: Int
    var storedAt: String
    var user: UserObject
    var outbox: Object
    var lists: Int

    init(_ summary: SyncSummary) {
      articles = summary.articleCount
      newArticles = summary.newArticleCount
      pages = summary.pageCount
      storedAt = timestamp(summary.storedAt)
      user = UserObject(summary.user)
      outbox = Object(values: [
        "sent": .integer(summary.outbox.sent),
        "conflicts": .list(summary.outbox.conflicts.map(JSONOutput.change)),
        "refused": .list(summary.outbox.refused.map(JSONOutput.change)),
        "waiting": .integer(summary.outbox.waiting),
      ])
      lists = summary.listsRefreshed
    }
  }

  /// `strata edit-profile --json`: the profile as saved, or as it will be, with `"queued": true`
  /// when the change waits in the outbox; a change queued for a profile not stored here shows
  /// what it changes.
  struct SavedProfile: Encodable {
    let written: Written<User?>
    let userID: Int

    init(_ written: Written<User?>, userID: Int) {
      self.written = written
      self.userID = userID
    }

    enum CodingKeys: String, CodingKey {
      case queued
    }

    func encode(to encoder: any Encoder) throws {
      if let user = written.value {
        try UserObject(user).encode(to: encoder)
      } else {
        var fields = written.queued?.change.fields ?? [:]
        fields["id"] = .integer(userID)
        try Object(values: fields).encode(to: encoder)
      }
      guard written.queued != nil else { return }
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(true, forKey: .queued)
    }
  }

  /// `{"<key>": value}`: the shape of a generated feature's output, such as
  /// `{"comments": [ … ]}`.
  struct Keyed<Value: Encodable>: Encodable {
    var key: String
    var value: Value

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(value, forKey: Key(stringValue: key))
    }
  }

  /// Any shape above, with `storedAt` added beside its keys when the data is a stored copy, so
  /// a caller can tell it from a live answer, and `pending` when it shows changes not sent yet.
  /// A key added to an object is a compatible change: callers that do not know it ignore it.
  struct Annotated<Value: Encodable>: Encodable {
    var value: Value
    var storedAt: Date?
    var pending: Bool

    enum CodingKeys: String, CodingKey {
      case storedAt, pending
    }

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      if let storedAt { try container.encode(timestamp(storedAt), forKey: .storedAt) }
      if pending { try container.encode(true, forKey: .pending) }
    }
  }

  /// `value` as pretty-printed JSON text, with `storedAt` when it is a stored copy and
  /// `pending` when it shows changes not sent yet.
  ///
  /// - Throws: `EncodingError` for a value JSON cannot hold (a number that is not finite):
  ///   the caller says so, rather than print something that is not the answer.
  static func text(_ value: some Encodable, storedAt: Date? = nil, pending: Bool = false) throws
    -> String
  {
    let encoder = JSONEncoder()
    // Sorted keys make the output byte-for-byte stable, so scripts can diff it.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Annotated(value: value, storedAt: storedAt, pending: pending))
    return String(decoding: data, as: UTF8.self)
  }

  /// A date as ISO 8601, as every `storedAt` in the contract is written.
  static func timestamp(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}

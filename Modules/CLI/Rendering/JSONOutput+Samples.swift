import Domain
import Features
import Foundation
import Networking
import Repositories

// The samples' `--json` shapes. `scripts/remove-samples` takes the file away with them; the
// articles' shapes are the exemplar's (JSONOutput+Articles.swift).
extension JSONOutput {
  /// A user, in the REST API's shape (absent optional fields omitted): the wire type itself.
  typealias UserObject = UserDTO

  /// The samples' keys in `strata sync --json`: the articles it stored, how many of them new, in
  /// how many pages, and the profile.
  struct SampleSyncObject: Encodable {
    var articles: Int
    var newArticles: Int
    var pages: Int
    var user: UserObject?

    init(_ samples: SampleSyncReport) {
      articles = samples.articles.count
      newArticles = samples.articles.newCount
      pages = samples.articles.pages
      user = samples.user.map(UserObject.init)
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

  /// `strata edit-profile --json`: the profile as saved or as it will be, with `"queued": true`
  /// when the change waits and `"unreadable": "…"` when the server's answer could not be read; a
  /// queued change to a profile not stored here shows its fields alone.
  struct SavedProfile: Encodable {
    let written: Written<User?>
    let userID: Int

    init(_ written: Written<User?>, userID: Int) {
      self.written = written
      self.userID = userID
    }

    enum CodingKeys: String, CodingKey {
      case queued, unreadable
    }

    func encode(to encoder: any Encoder) throws {
      if let user = written.value {
        try UserObject(user).encode(to: encoder)
      } else {
        var fields = written.queued?.change.fields ?? [:]
        fields["id"] = .integer(userID)
        try Object(values: fields).encode(to: encoder)
      }
      var container = encoder.container(keyedBy: CodingKeys.self)
      if written.queued != nil { try container.encode(true, forKey: .queued) }
      if let problem = written.unreadableAnswer {
        try container.encode(
          UserFacingError(.invalidResponse(problem)).message, forKey: .unreadable)
      }
    }
  }
}

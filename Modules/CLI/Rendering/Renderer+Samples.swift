import Domain
import Features
import Foundation
import Repositories

// The samples' words: a profile and the bookmarks. `scripts/remove-samples` takes the file
// away with them; the articles' words are the exemplar's (Renderer+Articles.swift).
extension Renderer {
  /// A profile, one labelled line per known field.
  func profile(_ user: User) -> String {
    let rows = user.details.map { label, value in
      "  " + label.padding(toLength: 9, withPad: " ", startingAt: 0) + " " + value
    }
    return (["\(user.name) (@\(user.username))"] + rows).joined(separator: "\n")
  }

  /// The bookmarked articles, each with a one-line excerpt, or how to add one.
  func bookmarks(_ articles: [Article]) -> String {
    guard !articles.isEmpty else {
      return "No bookmarks yet. Add one with 'strata bookmark add <article-id>'."
    }
    let count = articles.count == 1 ? "1 bookmark" : "\(articles.count) bookmarks"
    return ([count, ""] + articleRows(articles)).joined(separator: "\n")
  }

  /// What adding or removing a bookmark did, as one sentence.
  func bookmarkChange(_ change: BookmarkChange) -> String {
    switch change {
    case .added(let article):
      "Bookmarked article \(article.id): \(Self.oneLine(article.title))."
    case .alreadyBookmarked(let article):
      "Article \(article.id) was already bookmarked: \(Self.oneLine(article.title))."
    case .removed(let article):
      "Removed the bookmark on article \(article.id): \(Self.oneLine(article.title))."
    case .notBookmarked(let id):
      "Article \(id) was not bookmarked; nothing changed."
    }
  }

  /// A saved profile, or one whose change waits in the outbox.
  func saved(_ written: Written<User?>) -> String {
    let head =
      written.queued.map { "Queued: change \($0.change.id) in the outbox." } ?? "Saved."
    return ([head] + (written.value.map { [profile($0)] } ?? [])).joined(separator: "\n")
  }
}

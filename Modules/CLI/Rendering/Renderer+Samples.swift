import Domain
import Features
import Foundation
import Repositories

// The samples' words: a profile, the articles, the bookmarks. `scripts/remove-samples` takes the
// file away with them.
extension Renderer {
  /// A profile, one labelled line per known field.
  func profile(_ user: User) -> String {
    let rows = user.details.map { label, value in
      "  " + label.padding(toLength: 9, withPad: " ", startingAt: 0) + " " + value
    }
    return (["\(user.name) (@\(user.username))"] + rows).joined(separator: "\n")
  }

  /// A page of articles: a heading with the position in the list, each article with a one-line
  /// excerpt, and how to get the next page.
  func articles(_ feed: ArticleFeed) -> String {
    let first = (feed.firstPage - 1) * feed.perPage + 1
    guard !feed.articles.isEmpty else {
      let size = feed.totalCount.map { ": the list has \($0) article\($0 == 1 ? "" : "s")" } ?? ""
      return "No articles on page \(feed.firstPage)\(size)."
    }
    let last = first + feed.articles.count - 1
    var heading = "Articles \(first)–\(last)"
    if let total = feed.totalCount {
      let pages = max(
        1,
        Page<Article>(items: [], page: 1, perPage: feed.perPage, totalCount: total).pageCount ?? 1)
      heading += " of \(total) · page \(feed.firstPage) of \(pages)"
    } else {
      heading += " · page \(feed.firstPage)"
    }
    var lines = [heading, ""] + articleRows(feed.articles)
    if !feed.reachedEnd {
      let size = feed.perPage == PageRequest.defaultPerPage ? "" : " --per-page \(feed.perPage)"
      lines += ["", "More: strata articles --page \(feed.lastPage + 1)\(size)"]
    }
    return lines.joined(separator: "\n")
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

  /// Two lines per article: the id and title, then an excerpt of the body.
  func articleRows(_ articles: [Article]) -> [String] {
    // The widest id sets the column; ids come from a server, so negative ones are wide too.
    let width = min(20, articles.map { String($0.id).count }.max() ?? 0)
    let indent = String(repeating: " ", count: width + 4)
    return articles.flatMap { article in
      [
        "  \(Format.rightAligned(String(article.id), width: width))  \(Self.oneLine(article.title))",
        indent + Format.excerpt(article.body, width: 88 - indent.count),
      ]
    }
  }
}

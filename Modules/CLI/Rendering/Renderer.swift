import Domain
import Features
import Foundation
import Repositories

/// Turns view-model values into the text a person reads.
///
/// Every function is a pure function of its arguments, so each screen is tested by handing it
/// a preview view model's state: no process, no I/O.
struct Renderer {
  /// The moment "5 minutes ago" is measured from.
  var now: Date

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

  /// One item of a list a generated feature shows: its identifier, and its fields with their
  /// labels.
  typealias Record = (id: Int, fields: [(label: String, value: String)])

  /// A list of records: what a generated feature shows, for example `Comments: 5` and then
  /// `  1  name   Ada` with the item's other fields below it.
  func records(heading: String, _ records: [Record]) -> String {
    guard !records.isEmpty else { return "\(heading): none." }
    let idWidth = min(20, records.map { String($0.id).count }.max() ?? 0)
    let labelWidth = min(24, records.flatMap { $0.fields.map(\.label.count) }.max() ?? 0)
    var lines = ["\(heading): \(records.count)", ""]
    for record in records {
      for (index, field) in record.fields.enumerated() {
        let id = index == 0 ? Format.rightAligned(String(record.id), width: idWidth) : ""
        let label = field.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
        let room = 88 - idWidth - labelWidth - 6
        lines.append(
          "  " + Format.rightAligned(id, width: idWidth) + "  " + label + "  "
            + Format.excerpt(field.value, width: room))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A saved profile, or one whose change waits in the outbox.
  func saved(_ written: Written<User?>) -> String {
    let head =
      written.queued.map { "Queued: change \($0.change.id) in the outbox." } ?? "Saved."
    return ([head] + (written.value.map { [profile($0)] } ?? [])).joined(separator: "\n")
  }

  /// A finished sync: what was sent from the outbox, then "Synced 47 articles (3 new) and the
  /// profile of Ada Lovelace.", then the lists read again.
  func syncSummary(_ summary: SyncSummary) -> String {
    var lines: [String] = []
    let report = summary.outbox
    if report.sent > 0 || !report.conflicts.isEmpty || !report.refused.isEmpty {
      let sent = report.sent == 1 ? "1 change" : "\(report.sent) changes"
      lines.append(
        "Sent \(sent) from the outbox; \(report.conflicts.count) in conflict, "
          + "\(report.refused.count) refused: see 'strata outbox'.")
    }
    lines.append(summary.sentence)
    if summary.listsRefreshed > 0 {
      let lists = summary.listsRefreshed == 1 ? "1 list" : "\(summary.listsRefreshed) lists"
      lines.append("Read \(lists) of other resources again.")
    }
    return lines.joined(separator: "\n")
  }

  /// The progress line a terminal redraws during a sync.
  func progress(_ progress: SyncProgress) -> String {
    progress.sentence
  }

  /// A notice about loaded content, as one line for stderr.
  func notice(_ notice: Notice) -> String {
    switch notice {
    case .stale(let storedAt, let reason):
      let stored = "Offline: showing the copy stored \(Notice.age(of: storedAt, now: now))"
      let when = "\(stored) (\(Format.timestamp(storedAt)))."
      guard case .serverUnavailable(let error) = reason else { return when }
      return "\(when) \(error.message)"
    case .notSavedOffline(let error):
      return "Warning: this result was not kept for offline use. \(error.message)"
    case .pending:
      return "Pending: this shows changes not sent yet; 'strata sync' sends them."
    }
  }

  /// Two lines per article: the id and title, then an excerpt of the body.
  private func articleRows(_ articles: [Article]) -> [String] {
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

  /// A server's title on one line: a line break in it must not start a row of its own.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

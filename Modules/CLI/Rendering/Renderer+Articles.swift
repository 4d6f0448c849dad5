import Domain
import Features
import Foundation

// The articles' words: the exemplar's (docs/decisions/0018-the-exemplar-stays.md).
extension Renderer {
  /// A page of articles: a heading with its position, each article with a one-line excerpt, and
  /// how to get the next page.
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

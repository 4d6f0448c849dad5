import Domain
import Foundation

/// Every article the app has seen, by its position in the server's list, with when each was
/// stored.
///
/// Keyed by position rather than by page, so a page can be served offline whatever page size it
/// was fetched with: `strata sync` stores pages of 100, and `strata articles --offline
/// --per-page 5 --page 3` reads positions 10 to 14. A page is served only when every position it
/// covers is known; the oldest piece's time is the page's.
struct ArticleArchive: Codable, Sendable, Equatable {
  struct Entry: Codable, Sendable, Equatable {
    var position: Int
    var article: Article
    var storedAt: Date
  }

  /// The size of the whole list, as last reported (or inferred from a short last page).
  var totalCount: Int?
  /// The known positions, in order.
  private(set) var entries: [Entry] = []
  /// When the empty pages past the end were last confirmed.
  var updatedAt: Date?

  init(totalCount: Int? = nil, entries: [Entry] = [], updatedAt: Date? = nil) {
    self.totalCount = totalCount
    self.entries = entries.sorted { $0.position < $1.position }
    self.updatedAt = updatedAt
  }

  /// An archive of a complete list, as a sync fetched it.
  init(complete articles: [Article], storedAt: Date) {
    self.init(
      totalCount: articles.count,
      entries: articles.enumerated().map { Entry(position: $0, article: $1, storedAt: storedAt) },
      updatedAt: storedAt)
  }

  /// Records a page the server just returned.
  mutating func merge(_ page: Page<Article>, storedAt: Date) {
    let offset = (page.page - 1) * page.perPage
    var byPosition = Dictionary(uniqueKeysWithValues: entries.map { ($0.position, $0) })
    for (index, article) in page.items.enumerated() {
      byPosition[offset + index] = Entry(
        position: offset + index, article: article, storedAt: storedAt)
    }
    if let total = page.totalCount {
      totalCount = total
    } else if page.items.count < page.perPage {
      totalCount = offset + page.items.count
    }
    if let totalCount { byPosition = byPosition.filter { $0.key < totalCount } }
    entries = byPosition.values.sorted { $0.position < $1.position }
    updatedAt = storedAt
  }

  /// The stored page for `request`, if every position it covers is known.
  func page(for request: PageRequest) -> (page: Page<Article>, storedAt: Date)? {
    let start = request.offset
    var end = start + request.perPage
    if let totalCount {
      end = min(end, totalCount)
      if start >= totalCount, let updatedAt {
        return (
          Page(items: [], page: request.page, perPage: request.perPage, totalCount: totalCount),
          updatedAt
        )
      }
    }
    guard start < end else { return nil }
    let slice = entries.filter { (start..<end).contains($0.position) }
    guard slice.count == end - start, let oldest = slice.map(\.storedAt).min() else { return nil }
    let page = Page(
      items: slice.map(\.article), page: request.page, perPage: request.perPage,
      totalCount: totalCount)
    return (page, oldest)
  }
}

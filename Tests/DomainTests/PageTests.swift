import Domain
import DomainMocks
import Testing

@Suite("Page")
struct PageTests {
  /// Notes 1 to `count`.
  static func notes(_ count: Int) -> [Note] { (1...count).map { Note.mock(id: $0) } }

  @Test(
    "Knows whether it is the last page from the total",
    arguments: [
      (page: 1, perPage: 10, total: 25, pageCount: 3, isLast: false),
      (page: 3, perPage: 10, total: 25, pageCount: 3, isLast: true),
      (page: 4, perPage: 10, total: 25, pageCount: 3, isLast: true),
      (page: 1, perPage: 10, total: 0, pageCount: 0, isLast: true),
      (page: 2, perPage: 5, total: 10, pageCount: 2, isLast: true),
    ])
  func lastPageFromTotal(page: Int, perPage: Int, total: Int, pageCount: Int, isLast: Bool) {
    let sut = Page<Note>(items: [], page: page, perPage: perPage, totalCount: total)
    #expect(sut.pageCount == pageCount)
    #expect(sut.isLast == isLast)
  }

  @Test("Without a total, takes a short page to be the last")
  func lastPageWithoutTotal() {
    let full = Page(items: Self.notes(10), page: 1, perPage: 10)
    let short = Page(items: Self.notes(3), page: 2, perPage: 10)
    #expect(full.pageCount == nil)
    #expect(!full.isLast)
    #expect(short.isLast)
  }

  @Test("Maps its items and keeps its position")
  func mapsItems() {
    let page = Page(items: Self.notes(3), page: 2, perPage: 3, totalCount: 9)
    let titles = page.map(\.title)
    #expect(titles.items == ["Note 1", "Note 2", "Note 3"])
    #expect(titles.page == 2)
    #expect(titles.perPage == 3)
    #expect(titles.totalCount == 9)
  }
}

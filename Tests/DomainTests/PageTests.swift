import Domain
import DomainMocks
import Testing

@Suite("Page")
struct PageTests {

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
    let sut = Page<Article>(items: [], page: page, perPage: perPage, totalCount: total)
    #expect(sut.pageCount == pageCount)
    #expect(sut.isLast == isLast)
  }

  @Test("Without a total, takes a short page to be the last")
  func lastPageWithoutTotal() {
    let full = Page(items: Article.mocks(count: 10), page: 1, perPage: 10)
    let short = Page(items: Article.mocks(count: 3), page: 2, perPage: 10)
    #expect(full.pageCount == nil)
    #expect(!full.isLast)
    #expect(short.isLast)
  }

  @Test("Maps its items and keeps its position")
  func mapsItems() {
    let page = Page(items: Article.mocks(count: 3), page: 2, perPage: 3, totalCount: 9)
    let titles = page.map(\.title)
    #expect(titles.items == ["Article 1", "Article 2", "Article 3"])
    #expect(titles.page == 2)
    #expect(titles.perPage == 3)
    #expect(titles.totalCount == 9)
  }
}

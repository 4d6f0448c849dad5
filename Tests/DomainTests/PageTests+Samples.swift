import Domain
import DomainMocks
import Testing

extension PageTests {
  @Test("The mock server page is empty past the end")
  func mockPagePastEnd() throws {
    let page = Page<Article>.mock(try PageRequest(page: 4, perPage: 10), totalCount: 30)
    #expect(page.items.isEmpty)
    #expect(page.totalCount == 30)
  }
}

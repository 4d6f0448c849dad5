import Domain
import DomainMocks
import Testing

/// The page the tests' mocked servers answer: what a server holding a list in order sends.
@Suite("Page slicing (DomainMocks)")
struct PageSlicingTests {
  @Test(
    "Slices a page out of the list: the first, one in the middle, the last in part, one past the end",
    arguments: [
      (page: 1, perPage: 10, items: Array(1...10)),
      (page: 2, perPage: 5, items: Array(6...10)),
      (page: 3, perPage: 10, items: Array(21...23)),
      (page: 4, perPage: 10, items: []),
    ])
  func slices(page: Int, perPage: Int, items: [Int]) throws {
    let request = try PageRequest(page: page, perPage: perPage)
    let sut = Page(slicing: Array(1...23), for: request)
    #expect(sut.items == items)
    #expect(sut.page == page && sut.perPage == perPage && sut.totalCount == 23)
  }

  @Test("Says no total when it is not counting, as a server that sends none")
  func withoutTotal() throws {
    let sut = Page(
      slicing: Array(1...3), for: try PageRequest(page: 1, perPage: 2), counting: false)
    #expect(sut.items == [1, 2])
    #expect(sut.totalCount == nil)
  }
}

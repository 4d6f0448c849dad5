import Domain
import Testing

@Suite("Page request", .tags(.validation))
struct PageRequestTests {
  @Test("Defaults to the first page of ten")
  func defaults() throws {
    let request = try PageRequest()
    #expect(request.page == 1)
    #expect(request.perPage == 10)
    #expect(request.offset == 0)
  }

  @Test("Accepts page sizes from 1 to 100", arguments: [1, 10, 50, 100])
  func acceptsAllowedPageSizes(perPage: Int) throws {
    #expect(try PageRequest(perPage: perPage).perPage == perPage)
  }

  @Test("Refuses page sizes outside 1 to 100", arguments: [-1, 0, 101, Int.max])
  func refusesPageSizesOutOfRange(perPage: Int) {
    #expect(throws: PageRequestError.perPageOutOfRange(perPage, allowed: 1...100)) {
      try PageRequest(perPage: perPage)
    }
  }

  @Test("Refuses page numbers below 1 or absurdly large", arguments: [Int.min, -1, 0, 1_000_001])
  func refusesPagesOutOfRange(page: Int) {
    #expect(throws: PageRequestError.pageOutOfRange(page, allowed: PageRequest.allowedPages)) {
      try PageRequest(page: page)
    }
  }

  @Test("Computes the offset and the next page")
  func offsetAndNext() throws {
    let request = try PageRequest(page: 3, perPage: 25)
    #expect(request.offset == 50)
    #expect(request.next == (try PageRequest(page: 4, perPage: 25)))
    #expect(try PageRequest(page: PageRequest.allowedPages.upperBound).next == nil)
  }
}

import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Testing

/// A page as a server of each convention writes it, read back as `ListResource` reads it: the
/// two halves of one declaration agree, and no query makes a range that traps.
@Suite("Served pages")
struct ServedPageTests {
  /// Twelve notes, ids 1 to 12.
  static let notes = (1...12).map { Note(id: $0, boardID: 2, title: "n\($0)") }

  static let spring = Paging(
    pageParameter: "page", pagesFromZero: true, sizeParameter: "size", itemsKey: "content",
    totalKey: "page.totalElements")

  /// Cursors in a `Link` header's next link, as GitHub's `after`.
  static let linked = Paging(
    sizeParameter: "per_page", cursorParameter: "after", readsLinkHeader: true)

  @Test(
    "Every page as a client of each convention asks for it, served and read back",
    arguments: Paging.presets.sorted { $0.key < $1.key }.map(\.value) + [spring, linked])
  func roundTrip(paging: Paging) {
    #expect(PagingContract.problems(of: paging) == [])
  }

  @Test("The contract finds a convention whose halves disagree")
  func brokenConvention() {
    let sameName = Paging(pageParameter: "p", sizeParameter: "p")
    #expect(
      PagingContract.problems(of: sameName).first == "page 1 read back items [7], not [1, 2, 3]")
    let overlapping = Paging(
      pageParameter: "page", sizeParameter: "size", itemsKey: "data", totalKey: "data")
    #expect(!PagingContract.problems(of: overlapping).isEmpty)
  }

  @Test(
    "Takes a page and a size from 1 (a page from 0 where pages count from 0); refuses the rest",
    arguments: [
      (Paging.jsonServer, "_page=2&_limit=5", true), (.jsonServer, "", true),
      (.jsonServer, "_page=0", false), (.jsonServer, "_limit=0", false),
      (.jsonServer, "_page=-1", false), (.jsonServer, "_limit=x", false),
      (spring, "page=0&size=2", true), (spring, "page=-1", false),
      (.limitOffset, "limit=2&offset=0", true), (.limitOffset, "offset=-1", false),
      (.cursor, "size=2&cursor=after-2", true), (.cursor, "cursor=after--1", false),
      (.cursor, "cursor=7", false),
    ])
  func refusals(paging: Paging, query: String, accepted: Bool) throws {
    let items = URLComponents(string: "?\(query)")?.queryItems ?? []
    #expect(((try? ServedPage(Self.notes, query: items, paging: paging)) != nil) == accepted)
  }

  @Test("A short last page, none past the end, and numbers too big for a range serve nothing")
  func slices() throws {
    func ids(_ query: [String: String], _ paging: Paging = .jsonServer) throws -> [Int] {
      let items = query.map { URLQueryItem(name: $0.key, value: $0.value) }
      return try ServedPage(Self.notes, query: items, paging: paging).items.map(\.id)
    }
    #expect(try ids(["_page": "3", "_limit": "5"]) == [11, 12])
    #expect(try ids(["_page": "4", "_limit": "5"]).isEmpty)
    let huge = String(Int.max - 1)
    #expect(try ids(["_page": huge, "_limit": huge]).isEmpty)
    #expect(try ids(["limit": huge, "offset": huge], .limitOffset).isEmpty)
    #expect(try ids(["page": huge, "size": "2"], Self.spring).isEmpty)
    #expect(try ids([:]).count == 12)
  }
}

import Domain
import DomainMocks
import Foundation
import Networking
import Testing

/// Each paging preset against the answers a server of its kind gives: the query it asks with,
/// and the page, total and word of more it reads.
@Suite("Paging conventions")
struct PagingTests {
  static let item = #"{"id": 3, "boardId": 2, "title": "c"}"#
  static let items = [
    #"{"id": 1, "boardId": 2, "title": "a"}"#, #"{"id": 2, "boardId": 2, "title": "b"}"#,
  ].joined(separator: ",")
  /// A convention of no server's: its own parameters and keys.
  static let custom = Paging(
    pageParameter: "p", sizeParameter: "size", itemsKey: "records", totalKey: "total")

  static func page(
    _ paging: Paging, page number: Int = 1, perPage: Int = 2, body: String,
    headers: HTTPHeaders = [:]
  ) throws -> Page<Note> {
    let request = try PageRequest(page: number, perPage: perPage)
    let endpoint = ListResource<Note>(Note.Address(boardID: 2), page: request, paging: paging)
    return try endpoint.decode(Data(body.utf8), HTTPResponse(statusCode: 200, headers: headers))
  }

  static func query(_ paging: Paging) throws -> [String] {
    let request = try PageRequest(page: 2, perPage: 5)
    return try ListResource<Note>(Note.Address(boardID: 2), page: request, paging: paging)
      .request().query.map { "\($0.name)=\($0.value ?? "")" }
  }

  @Test(
    "Each preset asks for a page its server's way",
    arguments: [
      (Paging.jsonServer, ["_page=2", "_limit=5"]), (.jsonServerV1, ["_page=2", "_per_page=5"]),
      (.drf, ["page=2", "page_size=5"]), (.link, ["page=2", "per_page=5"]),
      (.limitOffset, ["limit=5", "offset=5"]), (.drfLimitOffset, ["limit=5", "offset=5"]),
      (.xPagination, ["page=2", "page_size=5"]), (.postgrest, ["limit=5", "offset=5"]),
      (.whole, []),
      (custom, ["p=2", "size=5"]),
    ])
  func queries(paging: Paging, expected: [String]) throws {
    #expect(try Self.query(paging) == expected)
  }

  @Test("The presets are named as the generator's --paging takes them")
  func named() {
    #expect(
      Paging.presets.keys.sorted() == [
        "cursor", "drf", "drf-cursor", "drf-limit-offset", "json-api", "json-server",
        "json-server-v1",
        "limit-offset",
        "link",
        "postgrest", "whole", "x-pagination",
      ])
    #expect(Paging.presets["drf"] == .drf)
  }

  @Test(
    "Each convention reads its server's answer: the items, the total, and whether it is the last page",
    arguments: [
      // fastapi-pagination's LimitOffsetPage: page 3 is the items after the first 4, of the total.
      (
        Paging.limitOffset, 3, #"{"items": [\#(item)], "total": 5, "limit": 2, "offset": 4}"#,
        HTTPHeaders(), [3], 5, true
      ),
      // Django REST framework's limit-offset: its envelope, `next` null on the last page.
      (
        .drfLimitOffset, 3, #"{"count": 5, "next": null, "previous": "x", "results": [\#(item)]}"#,
        [:], [3], 5, true
      ),
      // json-server v1: a bare list with X-Total-Count.
      (.jsonServerV1, 1, "[\(items)]", ["X-Total-Count": "3"], [1, 2], 3, false),
      // Django REST framework: `results`, `count`, and `next` null on the last page.
      (
        .drf, 1,
        #"{"count": 3, "next": "http://x/notes?page=2", "previous": null, "results": [\#(items)]}"#,
        [:], [1, 2], 3, false
      ),
      (
        .drf, 2,
        #"{"count": 3, "next": null, "previous": "http://x/notes", "results": [\#(item)]}"#,
        [:], [3], 3, true
      ),
      // flask-smorest: a bare list, the total in the JSON of X-Pagination.
      (
        .xPagination, 1, "[\(items)]", ["X-Pagination": #"{"total": 3, "total_pages": 2}"#],
        [1, 2], 3, false
      ),
      // A custom convention is a value of its own.
      (custom, 1, #"{"total": 2, "records": [\#(items)]}"#, [:], [1, 2], 2, true),
    ] as [(Paging, Int, String, HTTPHeaders, [Int], Int?, Bool)])
  func reads(
    paging: Paging, number: Int, body: String, headers: HTTPHeaders, ids: [Int], total: Int?,
    isLast: Bool
  ) throws {
    let page = try Self.page(paging, page: number, body: body, headers: headers)
    #expect(page.items.map(\.id) == ids && page.page == number)
    #expect(page.totalCount == total && page.isLast == isLast)
  }

  @Test("fastapi-pagination's CursorPage: the size, then the cursor the page before named")
  func cursor() throws {
    let first = try Self.page(
      .cursor,
      body:
        #"{"items": [\#(Self.items)], "total": null, "current_page": "Y3Vy", "current_page_backwards": "YmFj", "previous_page": null, "next_page": "bmV4dA=="}"#
    )
    #expect(first.items.map(\.id) == [1, 2] && first.nextCursor == "bmV4dA==")
    #expect(first.totalCount == nil && !first.isLast)
    let last = try Self.page(
      .cursor, page: 2, body: #"{"items": [\#(Self.item)], "next_page": null}"#)
    #expect(last.nextCursor == nil && last.isLast)
    let asked = ListResource<Note>(
      Note.Address(boardID: 2), page: try PageRequest(page: 2, perPage: 5), paging: .cursor,
      cursor: "bmV4dA==")
    #expect(try asked.request().query.map(\.value) == ["5", "bmV4dA=="])
    for hostile in [#""""#, "\"\(String(repeating: "x", count: 5000))\"", "7"] {
      #expect(throws: APIError.self) {
        try Self.page(.cursor, body: #"{"items": [], "next_page": \#(hostile)}"#)
      }
    }
  }

  @Test(
    "A cursor carried in a link is read from it, never followed: DRF's CursorPagination, a Link header"
  )
  func cursorInALink() throws {
    let drf = Paging.drfCursor
    let next = #""https://elsewhere.example/notes/?cursor=cD0y&page_size=2""#
    let first = try Self.page(drf, body: #"{"next": \#(next), "results": [\#(Self.items)]}"#)
    #expect(first.nextCursor == "cD0y" && !first.isLast)
    let last = try Self.page(drf, body: #"{"next": null, "results": [\#(Self.item)]}"#)
    #expect(last.nextCursor == nil && last.isLast)
    let noCursor = try Self.page(
      drf, body: #"{"next": "https://a.example/notes/?page=3", "results": []}"#)
    #expect(noCursor.nextCursor == nil)
    let relativeNext = try Self.page(
      drf, body: #"{"next": "/notes/?cursor=cD0y", "results": [\#(Self.items)]}"#)
    #expect(relativeNext.nextCursor == "cD0y")
    // A bare cursor may start with `/` (base64's alphabet has it): without a `?`, it is no link.
    let bare = try Self.page(drf, body: #"{"next": "/3Vy+Q==", "results": [\#(Self.items)]}"#)
    #expect(bare.nextCursor == "/3Vy+Q==")
    // A cursor in a Link header, as GitHub's `after`.
    let linked = Paging(sizeParameter: "per_page", cursorParameter: "after", readsLinkHeader: true)
    let link = #"<https://a.example/notes?per_page=2&after=Y3Vy>; rel="next""#
    let page = try Self.page(linked, body: "[\(Self.items)]", headers: ["Link": link])
    #expect(page.nextCursor == "Y3Vy" && !page.isLast)
    let relative = try Self.page(
      linked, body: "[\(Self.items)]", headers: ["Link": #"</notes?after=UQ>; rel="next""#])
    #expect(relative.nextCursor == "UQ")
    let end = try Self.page(linked, body: "[\(Self.item)]", headers: ["Link": #"<x>; rel="prev""#])
    #expect(end.nextCursor == nil && end.isLast)
  }

  @Test("json-server v1: the envelope, its `items` the total and `next` null on the last page")
  func jsonServerV1Envelope() throws {
    let first = try Self.page(
      .jsonServerV1,
      body:
        #"{"first": 1, "prev": null, "next": 2, "last": 2, "pages": 2, "items": 3, "data": [\#(Self.items)]}"#
    )
    #expect(first.items.map(\.id) == [1, 2])
    #expect(first.totalCount == 3)
    #expect(first.hasMore == true)
    let last = try Self.page(
      .jsonServerV1, page: 2,
      body:
        #"{"first": 1, "prev": 1, "next": null, "last": 2, "pages": 2, "items": 3, "data": [\#(Self.item)]}"#
    )
    #expect(last.hasMore == false)
    #expect(last.isLast)
  }

  @Test("Link: rel=\"next\" says more follows, its absence that this is the last page")
  func link() throws {
    let first = try Self.page(
      .link, body: "[\(Self.items)]",
      headers: [
        "Link": #"<https://api.example.com/notes?page=2>; rel="next", <…?page=9>; rel="last""#
      ])
    #expect(first.hasMore == true)
    #expect(first.totalCount == nil)
    #expect(!first.mayHaveMore)
    let last = try Self.page(
      .link, page: 2, body: "[\(Self.items)]",
      headers: ["Link": #"<https://api.example.com/notes?page=1>; rel="prev""#])
    #expect(last.hasMore == false)
    #expect(last.isLast)
    let unsaid = try Self.page(.link, body: "[\(Self.items)]")
    #expect(unsaid.mayHaveMore)
  }

  @Test("Whole: the list read at once, cut into pages here, its length the total")
  func whole() throws {
    let second = try Self.page(.whole, page: 2, perPage: 2, body: "[\(Self.items),\(Self.item)]")
    #expect(second.items.map(\.id) == [3])
    #expect(second.totalCount == 3)
    #expect(second.isLast)
    let past = try Self.page(.whole, page: 5, perPage: 2, body: "[\(Self.items)]")
    #expect(past.items.isEmpty)
  }

  @Test("A wrapped answer under a convention with no key for it is not a list")
  func envelopeWithoutKey() {
    #expect(throws: APIError.self) {
      try Self.page(.jsonServer, body: #"{"results": []}"#)
    }
  }

  @Test("A total in the body that cannot be a list's size is refused, never believed")
  func refusesBodyTotal() {
    #expect(throws: APIError.decoding(DecodingFailure(path: "count", problem: .invalidValue))) {
      try Self.page(.drf, body: #"{"count": -1, "next": null, "results": []}"#)
    }
  }

  @Test(
    "An X-Pagination that holds no believable total is refused, never believed",
    arguments: [
      "not json", #"{"total": "3"}"#, #"{"total": -1}"#, #"{"total": true}"#, #"{"pages": 3}"#,
      #"[3]"#, #"{"total": 2.5}"#,
      "{\"total\": 3, \"x\": \"\(String(repeating: "a", count: 9000))\"}",
    ])
  func refusesXPagination(header: String) {
    #expect(throws: APIError.invalidHeader(name: "X-Pagination", value: header)) {
      try Self.page(.xPagination, body: "[\(Self.items)]", headers: ["X-Pagination": header])
    }
  }

  @Test("PostgREST: asks for a count, reads it after Content-Range's slash; `*` is no total")
  func postgrest() throws {
    let request = try ListResource<Note>(
      Note.Address(boardID: 2), page: PageRequest(page: 1, perPage: 2), paging: .postgrest
    ).request()
    #expect(request.headers["Prefer"] == "count=exact")
    for (range, total) in [("0-1/3", 3), ("items 0-1/3", 3), ("0-1/*", nil)] as [(String, Int?)] {
      let page = try Self.page(
        .postgrest, body: "[\(Self.items)]", headers: ["Content-Range": range])
      #expect(page.items.count == 2 && page.totalCount == total, "\(range)")
    }
    for range in ["0-1", "0-1/three", "0-1/-3", "0-1/99999999999999999999"] {
      #expect(throws: APIError.invalidHeader(name: "Content-Range", value: range)) {
        try Self.page(.postgrest, body: "[\(Self.items)]", headers: ["Content-Range": range])
      }
    }
  }

  @Test("Spring Data: pages from 0, the items and total under keys within objects")
  func nestedKeys() throws {
    let spring = Paging(
      pageParameter: "page", pagesFromZero: true, sizeParameter: "size", itemsKey: "content",
      totalKey: "page.totalElements")
    #expect(try Self.query(spring) == ["page=1", "size=5"])
    let page = try Self.page(
      spring, body: #"{"content": [\#(Self.items)], "page": {"size": 2, "totalElements": 3}}"#)
    #expect(page.items.map(\.id) == [1, 2] && page.totalCount == 3)
    // An object on the way that is not there, or null, says no total; one of another kind fails.
    for body in [#"{"content": []}"#, #"{"content": [], "page": null}"#] {
      #expect(try Self.page(spring, body: body).totalCount == nil)
    }
    #expect(throws: APIError.self) { try Self.page(spring, body: #"{"content": [], "page": 3}"#) }
    let deep = Paging(pageParameter: "p", itemsKey: "_embedded.notes")
    #expect(
      try Self.page(deep, body: #"{"_embedded": {"notes": [\#(Self.item)]}}"#).items.count == 1)
    #expect(throws: APIError.self) { try Self.page(deep, body: #"{"notes": []}"#) }
    #expect(AnswerKey(["a.b"]).path == ["a.b"] && ("a.b" as AnswerKey).path == ["a", "b"])
  }
}

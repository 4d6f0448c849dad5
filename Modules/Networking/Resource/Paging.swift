/// How an API pages its lists: the query that asks for a page, where the items are, and what says
/// how long the list is. One value serves the whole API; a resource's route may override it.
///
/// The conventions, each tested against a server of its kind:
///
/// | preset | asks with | reads |
/// | --- | --- | --- |
/// | ``jsonServer`` | `_page`, `_limit` | a list; the total from `X-Total-Count` |
/// | ``jsonServerV1`` | `_page`, `_per_page` | a list with `X-Total-Count`, or `{data, items, next, …}` |
/// | ``drf`` | `page`, `page_size` | Django REST framework's `{count, next, previous, results}` |
/// | ``limitOffset`` | `limit`, `offset` | fastapi-pagination's `{items, total, limit, offset}` |
/// | ``drfLimitOffset`` | `limit`, `offset` | Django REST framework's `{count, next, previous, results}` |
/// | ``xPagination`` | `page`, `page_size` | a list; the total in the JSON of `X-Pagination` (flask-smorest) |
/// | ``postgrest`` | `limit`, `offset`, `Prefer: count=exact` | a list; the total from `Content-Range: 0-9/23` |
/// | ``jsonAPI`` | `page[number]`, `page[size]` | JSON:API's `{data, meta: {pagination: {count}}, links: {next}}` |
/// | ``link`` | `page`, `per_page` | a list; a `Link: <…>; rel="next"` header says more follows |
/// | ``cursor`` | `size`, then `cursor` from the page before | fastapi-pagination's `{items, next_page}`: page N is reached from page N−1 |
/// | ``drfCursor`` | `page_size`, then `cursor` from the page before's `next` link | Django REST framework's `CursorPagination`: `{next, previous, results}` |
/// | ``whole`` | nothing | the whole list, cut into pages here |
///
/// Any other convention is a value of its own, a few lines at the composition root:
///
/// ```swift
/// let paging = Paging(
///   pageParameter: "p", sizeParameter: "size", itemsKey: "records", totalKey: "total")
/// ```
///
/// Spring Data's pages, say, count from 0 and nest their total:
///
/// ```swift
/// let spring = Paging(
///   pageParameter: "page", pagesFromZero: true, sizeParameter: "size", itemsKey: "content",
///   totalKey: "page.totalElements")
/// ```
///
/// A page never invents a total: without one, a full page means more may follow. A bare list is
/// read under every convention, and more items than asked for are the whole list, cut here.
public struct Paging: Hashable, Sendable {
  /// The query item that asks for page N; it is `nil`, as is ``sizeParameter``, for an unpaged API.
  public var pageParameter: String?
  /// Whether the API numbers its pages from 0 (Spring Data), not from 1.
  public var pagesFromZero: Bool
  /// The query item that asks for a page size.
  public var sizeParameter: String?
  /// The query item that asks for the items after the first N (`offset`), to page by position.
  public var offsetParameter: String?
  /// The query item that carries the cursor the page before gave (`cursor`), to page by cursor.
  public var cursorParameter: String?
  /// Header fields sent with every list request (PostgREST's `Prefer: count=exact`).
  public var headers: HTTPHeaders
  /// The key of the list in an answer that wraps it (`results`); a bare list is read regardless.
  public var itemsKey: AnswerKey?
  /// The header that holds the whole list's length, and how (`X-Total-Count`).
  public var totalHeader: TotalHeader?
  /// The key in a wrapping object that holds the whole list's length (`count`, `items`).
  public var totalKey: AnswerKey?
  /// The key in a wrapping object that is `null` on the last page (`next`).
  public var nextKey: AnswerKey?
  /// Whether a `Link` header with `rel="next"` says another page follows, as GitHub's does; with
  /// ``cursorParameter``, its link carries the next page's cursor.
  public var readsLinkHeader: Bool
  /// The key in a wrapping object that holds the next page's cursor (`next_page`), or a link
  /// carrying it as its ``cursorParameter`` item (DRF's `next`); `null` on the last page.
  public var cursorKey: AnswerKey?

  /// A convention of the API's own; every part is optional.
  public init(
    pageParameter: String? = nil, pagesFromZero: Bool = false, sizeParameter: String? = nil,
    offsetParameter: String? = nil, cursorParameter: String? = nil, headers: HTTPHeaders = [:],
    itemsKey: AnswerKey? = nil, totalHeader: TotalHeader? = nil, totalKey: AnswerKey? = nil,
    nextKey: AnswerKey? = nil, readsLinkHeader: Bool = false, cursorKey: AnswerKey? = nil
  ) {
    self.pageParameter = pageParameter
    self.pagesFromZero = pagesFromZero
    self.sizeParameter = sizeParameter
    self.offsetParameter = offsetParameter
    self.cursorParameter = cursorParameter
    self.headers = headers
    self.itemsKey = itemsKey
    self.totalHeader = totalHeader
    self.totalKey = totalKey
    self.nextKey = nextKey
    self.readsLinkHeader = readsLinkHeader
    self.cursorKey = cursorKey
  }

  /// json-server before v1, and JSONPlaceholder: `?_page=2&_limit=10`, a list, `X-Total-Count`.
  public static let jsonServer = Paging(
    pageParameter: "_page", sizeParameter: "_limit", totalHeader: "X-Total-Count")

  /// json-server v1: a list with `X-Total-Count`, or `{"data", "items", "next", …}` whose
  /// `items` is the total.
  public static let jsonServerV1 = Paging(
    pageParameter: "_page", sizeParameter: "_per_page", itemsKey: "data",
    totalHeader: "X-Total-Count", totalKey: "items", nextKey: "next")

  /// Django REST framework's page-number pagination: `?page=2&page_size=10`.
  public static let drf = Paging(
    pageParameter: "page", sizeParameter: "page_size", itemsKey: "results", totalKey: "count",
    nextKey: "next")

  /// fastapi-pagination's `LimitOffsetPage`: `?limit=10&offset=20`.
  public static let limitOffset = Paging(
    sizeParameter: "limit", offsetParameter: "offset", itemsKey: "items", totalKey: "total")

  /// Django REST framework's limit-offset pagination.
  public static let drfLimitOffset = Paging(
    sizeParameter: "limit", offsetParameter: "offset", itemsKey: "results", totalKey: "count",
    nextKey: "next")

  /// flask-smorest: a list, and the total in the JSON of `X-Pagination`.
  public static let xPagination = Paging(
    pageParameter: "page", sizeParameter: "page_size",
    totalHeader: .json("X-Pagination", key: "total"))

  /// PostgREST: asks `Prefer: count=exact` and reads the total from `Content-Range: 20-29/57`.
  public static let postgrest = Paging(
    sizeParameter: "limit", offsetParameter: "offset", headers: ["Prefer": "count=exact"],
    totalHeader: .contentRange)

  /// JSON:API's pages as djangorestframework-jsonapi serves them; its records are JSON:API's
  /// too, as the route says (``RecordFormat/jsonAPI(type:)``).
  public static let jsonAPI = Paging(
    pageParameter: "page[number]", sizeParameter: "page[size]", itemsKey: "data",
    totalKey: "meta.pagination.count", nextKey: "links.next")

  /// `?page=2&per_page=10` and a `Link` header naming the next page, as GitHub's API pages.
  public static let link = Paging(
    pageParameter: "page", sizeParameter: "per_page", readsLinkHeader: true)

  /// fastapi-pagination's `CursorPage`: page N is reached from page N−1's `next_page`; no total.
  public static let cursor = Paging(
    sizeParameter: "size", cursorParameter: "cursor", itemsKey: "items", cursorKey: "next_page")

  /// Django REST framework's `CursorPagination` (with `page_size_query_param = "page_size"`):
  /// the cursor is read from the `next` link, never followed.
  public static let drfCursor = Paging(
    sizeParameter: "page_size", cursorParameter: "cursor", itemsKey: "results", cursorKey: "next")

  /// No paging: the list is read whole, and cut into pages here.
  public static let whole = Paging()

  /// The presets by the names `scripts/new-feature --paging` takes.
  public static let presets: [String: Paging] = [
    "json-server": .jsonServer, "json-server-v1": .jsonServerV1, "drf": .drf, "link": .link,
    "limit-offset": .limitOffset, "drf-limit-offset": .drfLimitOffset,
    "x-pagination": .xPagination, "postgrest": .postgrest, "json-api": .jsonAPI,
    "cursor": .cursor, "drf-cursor": .drfCursor, "whole": .whole,
  ]

  /// The deepest page a command reads of a list paged by cursor, since page N takes N requests.
  public static let deepestCursorPage = 100

  /// Whether the API pages at all: whether a page is asked for, or the list read whole.
  public var pagesOnServer: Bool {
    pageParameter != nil || sizeParameter != nil || offsetParameter != nil
      || cursorParameter != nil
  }
}

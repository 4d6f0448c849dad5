/// How an API pages its lists: which query asks for a page, where the items are in the answer,
/// and what says how long the list is or whether more follows. One value for the whole API,
/// chosen at the composition root; a resource whose lists differ says so in its route.
///
/// The conventions people meet are here, each tested against a server of its kind:
///
/// | preset | asks with | reads |
/// | --- | --- | --- |
/// | ``jsonServer`` | `_page`, `_limit` | a list; the total from `X-Total-Count` |
/// | ``jsonServerV1`` | `_page`, `_per_page` | a list with `X-Total-Count`, or `{data, items, next, …}` |
/// | ``drf`` | `page`, `page_size` | Django REST framework's `{count, next, previous, results}` |
/// | ``limitOffset`` | `limit`, `offset` | fastapi-pagination's `{items, total, limit, offset}` |
/// | ``drfLimitOffset`` | `limit`, `offset` | Django REST framework's `{count, next, previous, results}` |
/// | ``link`` | `page`, `per_page` | a list; a `Link: <…>; rel="next"` header says more follows |
/// | ``whole`` | nothing | the whole list, cut into pages here |
///
/// Any other convention is a value of its own, a few lines at the composition root:
///
/// ```swift
/// let paging = Paging(
///   pageParameter: "p", sizeParameter: "size", itemsKey: "records", totalKey: "total")
/// ```
///
/// Whatever the convention, a page never invents a total: when the server says neither how
/// long the list is nor whether more follows, a full page is "more may follow", not "of N".
/// A bare list is read under every convention, and an answer with more items than were asked
/// for is taken as a server that does not page: the whole list, cut into pages here.
public struct Paging: Hashable, Sendable {
  /// The query item that asks for page N (from 1); with ``sizeParameter``, `nil` for an API
  /// that does not page.
  public var pageParameter: String?
  /// The query item that asks for a page size.
  public var sizeParameter: String?
  /// The query item that asks for the items after the first N (`offset`), for an API that
  /// pages by position rather than by page number.
  public var offsetParameter: String?
  /// The key of the list in an answer that wraps it in an object (`results`, `data`); a bare
  /// list is read whatever this says.
  public var itemsKey: String?
  /// The header that holds the whole list's length (`X-Total-Count`).
  public var totalHeader: String?
  /// The key in a wrapping object that holds the whole list's length (`count`, `items`).
  public var totalKey: String?
  /// The key in a wrapping object that is `null` on the last page (`next`).
  public var nextKey: String?
  /// Whether a `Link` header with `rel="next"` says another page follows, as GitHub's does.
  public var readsLinkHeader: Bool

  /// A convention of the API's own; every part is optional.
  public init(
    pageParameter: String? = nil, sizeParameter: String? = nil, offsetParameter: String? = nil,
    itemsKey: String? = nil, totalHeader: String? = nil, totalKey: String? = nil,
    nextKey: String? = nil, readsLinkHeader: Bool = false
  ) {
    self.pageParameter = pageParameter
    self.sizeParameter = sizeParameter
    self.offsetParameter = offsetParameter
    self.itemsKey = itemsKey
    self.totalHeader = totalHeader
    self.totalKey = totalKey
    self.nextKey = nextKey
    self.readsLinkHeader = readsLinkHeader
  }

  /// json-server before v1, and JSONPlaceholder: `?_page=2&_limit=10`, a list, `X-Total-Count`.
  public static let jsonServer = Paging(
    pageParameter: "_page", sizeParameter: "_limit", totalHeader: "X-Total-Count")

  /// json-server v1: `?_page=2&_per_page=10`; a list with `X-Total-Count`, or
  /// `{"first", "prev", "next", "last", "pages", "items", "data"}`, whose `items` is the total.
  public static let jsonServerV1 = Paging(
    pageParameter: "_page", sizeParameter: "_per_page", itemsKey: "data",
    totalHeader: "X-Total-Count", totalKey: "items", nextKey: "next")

  /// Django REST framework's page-number pagination: `?page=2&page_size=10`,
  /// `{"count", "next", "previous", "results"}`.
  public static let drf = Paging(
    pageParameter: "page", sizeParameter: "page_size", itemsKey: "results", totalKey: "count",
    nextKey: "next")

  /// `?limit=10&offset=20`, `{"items", "total", "limit", "offset"}`: fastapi-pagination's
  /// `LimitOffsetPage`.
  public static let limitOffset = Paging(
    sizeParameter: "limit", offsetParameter: "offset", itemsKey: "items", totalKey: "total")

  /// Django REST framework's limit-offset pagination: `?limit=10&offset=20`,
  /// `{"count", "next", "previous", "results"}`.
  public static let drfLimitOffset = Paging(
    sizeParameter: "limit", offsetParameter: "offset", itemsKey: "results", totalKey: "count",
    nextKey: "next")

  /// `?page=2&per_page=10` and a `Link` header naming the next page, as GitHub's API pages.
  public static let link = Paging(
    pageParameter: "page", sizeParameter: "per_page", readsLinkHeader: true)

  /// No paging: the list is read whole, and cut into pages here.
  public static let whole = Paging()

  /// The presets by the names `scripts/new-feature --paging` takes.
  public static let presets: [String: Paging] = [
    "json-server": .jsonServer, "json-server-v1": .jsonServerV1, "drf": .drf, "link": .link,
    "limit-offset": .limitOffset, "drf-limit-offset": .drfLimitOffset, "whole": .whole,
  ]

  /// Whether the API pages at all: whether a page is asked for, or the list read whole.
  public var pagesOnServer: Bool {
    pageParameter != nil || sizeParameter != nil || offsetParameter != nil
  }
}

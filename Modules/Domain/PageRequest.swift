/// A validated request for one page of a list, built at the edge (`--page`, `--per-page`) so
/// everything below can trust its numbers: no negative offset, no overflow, no refused size.
public struct PageRequest: Hashable, Sendable {
  /// The page size used when the caller does not choose one.
  public static let defaultPerPage = 10
  /// The page sizes the API accepts.
  public static let allowedPerPage = 1...100
  /// The page numbers accepted; the cap keeps `offset` far from overflow.
  public static let allowedPages = 1...1_000_000

  /// The first page at the default size.
  public static let first = PageRequest(validPage: 1, perPage: defaultPerPage)

  /// The page number, starting at 1.
  public let page: Int
  /// The most items on a page.
  public let perPage: Int

  /// Throws ``PageRequestError`` when either number is outside its allowed range.
  public init(page: Int = 1, perPage: Int = defaultPerPage) throws(PageRequestError) {
    guard Self.allowedPages.contains(page) else {
      throw .pageOutOfRange(page, allowed: Self.allowedPages)
    }
    guard Self.allowedPerPage.contains(perPage) else {
      throw .perPageOutOfRange(perPage, allowed: Self.allowedPerPage)
    }
    self.page = page
    self.perPage = perPage
  }

  private init(validPage page: Int, perPage: Int) {
    self.page = page
    self.perPage = perPage
  }

  /// The zero-based position of the page's first item in the whole list.
  public var offset: Int { (page - 1) * perPage }

  /// Page 1, of the same size.
  public var pageOne: PageRequest { PageRequest(validPage: 1, perPage: perPage) }

  /// The request for the following page, or `nil` past the last page number allowed.
  public var next: PageRequest? {
    try? PageRequest(page: page + 1, perPage: perPage)
  }
}

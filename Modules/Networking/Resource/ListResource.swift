public import Domain
public import Foundation

/// `GET <collection>` with the paging convention's query: one page of a resource's collection.
public struct ListResource<Model: RemoteResource>: Endpoint {
  /// Which collection.
  public var address: Model.Address
  /// Which page, and its size.
  public var page: PageRequest
  /// How the API pages its lists; the resource's route overrides it when it says otherwise.
  public var paging: Paging
  /// What the page before named as the next page's cursor, for a list paged by cursor.
  public var cursor: String?

  /// Creates the endpoint for `page` of the collection at `address`, after `cursor` if given.
  public init(
    _ address: Model.Address, page: PageRequest, paging: Paging, cursor: String? = nil
  ) {
    self.address = address
    self.page = page
    self.paging = Model.route.paging ?? paging
    self.cursor = cursor
  }

  /// `GET <collection>` with the convention's query and headers; no query when read whole.
  public func request() throws(APIError) -> APIRequest {
    var query: [URLQueryItem] = []
    if let name = paging.pageParameter {
      let number = paging.pagesFromZero ? page.page - 1 : page.page
      query.append(URLQueryItem(name: name, value: String(number)))
    }
    if let name = paging.sizeParameter {
      query.append(URLQueryItem(name: name, value: String(page.perPage)))
    }
    if let name = paging.offsetParameter {
      query.append(URLQueryItem(name: name, value: String(page.offset)))
    }
    if let name = paging.cursorParameter, let cursor {
      query.append(URLQueryItem(name: name, value: cursor))
    }
    return try ResourceEndpoint.request(
      Model.self, .get, path: try Model.route.collection.requestPath(address.values),
      query: query, headers: paging.headers)
  }

  /// The page, with the total or word of more when the server gives them. It throws
  /// ``APIError/invalidHeader(name:value:)`` for a total that cannot be true.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Page<Model> {
    try PagedAnswer.page(
      of: Model.self,
      from: try ResourceEndpoint.unwrapped(Model.self, body, list: paging.itemsKey ?? "data"),
      head: head, request: page, paging: paging)
  }
}

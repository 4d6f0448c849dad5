public import Domain
public import Foundation

/// `GET <collection>?_page=N&_limit=M`: one page of a resource's collection.
///
/// A server that says how long the list is (`X-Total-Count`) pages it; one that does not is
/// taken not to page at all, so its answer is the whole list, as one page.
public struct ListResource<Model: Resource>: Endpoint {
  /// Which collection: the values of the collection path's parameters.
  public var collection: PathValues
  /// Which page, and its size.
  public var page: PageRequest

  /// Creates the endpoint for `page` of the collection `collection` names.
  public init(_ collection: PathValues = [:], page: PageRequest) {
    self.collection = collection
    self.page = page
  }

  /// `GET <collection>?_page=N&_limit=M`.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(
      .get, path: try ResourceEndpoint.path(Model.schema.collection, collection),
      query: [
        URLQueryItem(name: "_page", value: String(page.page)),
        URLQueryItem(name: "_limit", value: String(page.perPage)),
      ])
  }

  /// The page; without a total, the whole list.
  ///
  /// - Throws: ``APIError/decoding(_:)`` naming the item and field at fault;
  ///   ``APIError/invalidHeader(name:value:)`` for an `X-Total-Count` that cannot be true.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Page<Model> {
    let items = try JSONBody.decode([Model].self, from: body, using: ResourceCoding.decoder())
    guard let total = try TotalCount.read(head) else {
      return Page(items: items, page: 1, perPage: max(1, items.count), totalCount: items.count)
    }
    return Page(items: items, page: page.page, perPage: page.perPage, totalCount: total)
  }
}

public import Domain
public import Foundation

/// `GET <item>`: one item of a resource.
public struct FetchResource<Model: RemoteResource>: Endpoint {
  /// The item's identifier.
  public var id: Model.ID
  /// The collection it is in.
  public var address: Model.Address

  /// Creates the endpoint for item `id` of the collection at `address`.
  public init(id: Model.ID, in address: Model.Address) {
    self.id = id
    self.address = address
  }

  /// `GET <item>`.
  public func request() throws(APIError) -> APIRequest {
    try ResourceEndpoint.request(
      Model.self, .get,
      path: try ResourceEndpoint.path(Model.route.item, of: Model.self, id: id, in: address))
  }

  /// The item, decoded from the body of a 2xx answer.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Model {
    try ResourceEndpoint.item(Model.self, from: body)
  }
}

public import Domain
public import Foundation

/// `GET <item>`: one item of a resource.
public struct FetchResource<Model: Resource>: Endpoint {
  /// The item's identifier.
  public var id: Int
  /// The values of the parameters the item's path shares with the collection's, if any.
  public var collection: PathValues

  /// Creates the endpoint for item `id`.
  public init(id: Int, in collection: PathValues = [:]) {
    self.id = id
    self.collection = collection
  }

  /// `GET <item>`.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(.get, path: try ResourceEndpoint.itemPath(Model.self, id: id, in: collection))
  }

  /// The item, decoded from the body of a 2xx answer.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Model {
    try ResourceEndpoint.item(Model.self, from: body)
  }
}

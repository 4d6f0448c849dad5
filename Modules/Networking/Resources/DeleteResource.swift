public import Domain
public import Foundation

/// `DELETE <item>`.
public struct DeleteResource<Model: Resource>: Endpoint {
  /// The item's identifier.
  public var id: Int
  /// The values of the parameters the item's path shares with the collection's, if any.
  public var collection: PathValues
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String

  /// Creates the endpoint that removes item `id`.
  public init(id: Int, in collection: PathValues = [:], idempotencyKey: String) {
    self.id = id
    self.collection = collection
    self.idempotencyKey = idempotencyKey
  }

  /// `DELETE <item>`.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(
      .delete, path: try ResourceEndpoint.itemPath(Model.self, id: id, in: collection),
      headers: ["Idempotency-Key": idempotencyKey])
  }

  /// Nothing: a 2xx is the whole answer.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Int {
    id
  }
}

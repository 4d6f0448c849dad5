public import Domain
public import Foundation

/// `DELETE <item>`.
public struct DeleteResource<Model: RemoteResource>: Endpoint {
  /// The item's identifier.
  public var id: Model.ID
  /// The collection it is in.
  public var address: Model.Address
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String

  /// Creates the endpoint that removes item `id` of the collection at `address`.
  public init(id: Model.ID, in address: Model.Address, idempotencyKey: String) {
    self.id = id
    self.address = address
    self.idempotencyKey = idempotencyKey
  }

  /// `DELETE <item>`.
  public func request() throws(APIError) -> APIRequest {
    try ResourceEndpoint.request(
      Model.self, .delete,
      path: try ResourceEndpoint.path(Model.route.item, of: Model.self, id: id, in: address),
      headers: HTTPHeaders(idempotencyKey: idempotencyKey))
  }

  /// Nothing: a 2xx is the whole answer, whatever its body.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) {}
}

public import Domain
public import Foundation

/// `POST <collection>`: adds an item, with an `Idempotency-Key` so that sending it twice (a
/// retry, a sync run again after a crash) adds it once on a server that honours the key.
public struct CreateResource<Model: RemoteResource>: Endpoint {
  /// The new item's fields.
  public var draft: Draft<Model>
  /// Which collection.
  public var address: Model.Address
  /// The key that makes a repeat of this request the same request, stable for one change.
  public var idempotencyKey: String

  /// Creates the endpoint that adds an item of `draft`'s fields to the collection at `address`.
  public init(_ draft: Draft<Model>, to address: Model.Address, idempotencyKey: String) {
    self.draft = draft
    self.address = address
    self.idempotencyKey = idempotencyKey
  }

  /// `POST <collection>` with the fields, as the route writes a record.
  public func request() throws(APIError) -> APIRequest {
    try ResourceEndpoint.request(
      Model.self, .post, path: try Model.route.collection.requestPath(address.values),
      fields: draft.values, headers: HTTPHeaders(idempotencyKey: idempotencyKey))
  }

  /// The item as the server made it, or what is known of it when the answer does not hold it.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> WriteAnswer<Model> {
    ResourceEndpoint.written(Model.self, from: body, head: head)
  }
}

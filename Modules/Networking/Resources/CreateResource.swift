public import Domain
public import Foundation

/// `POST <collection>`: adds an item, with an `Idempotency-Key` so that sending it twice (a
/// retry, a sync run again after a crash) adds it once on a server that honours the key.
public struct CreateResource<Model: Resource>: Endpoint {
  /// The new item's fields, by key.
  public var values: FieldValues
  /// Which collection.
  public var collection: PathValues
  /// The key that makes a repeat of this request the same request, stable for one change.
  public var idempotencyKey: String

  /// Creates the endpoint that adds an item of `values` to `collection`.
  public init(_ values: FieldValues, in collection: PathValues = [:], idempotencyKey: String) {
    self.values = values
    self.collection = collection
    self.idempotencyKey = idempotencyKey
  }

  /// `POST <collection>` with the values as a JSON object.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(
      .post, path: try ResourceEndpoint.path(Model.schema.collection, collection),
      body: try ResourceEndpoint.body(values), headers: ["Idempotency-Key": idempotencyKey])
  }

  /// The item as the server made it, with its identifier.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Model {
    try ResourceEndpoint.item(Model.self, from: body)
  }
}

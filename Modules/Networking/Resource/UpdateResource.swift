public import Domain
public import Foundation

/// `PATCH <item>` with only the fields that changed, so a field changed meanwhile by someone else
/// is never written back with an old value.
public struct UpdateResource<Model: RemoteResource>: Endpoint {
  /// The item's identifier.
  public var id: Model.ID
  /// The changed fields.
  public var changes: Draft<Model>
  /// The collection it is in.
  public var address: Model.Address
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String

  /// Creates the endpoint that changes `changes` of item `id` of the collection at `address`.
  public init(
    id: Model.ID, changes: Draft<Model>, in address: Model.Address, idempotencyKey: String
  ) {
    self.id = id
    self.changes = changes
    self.address = address
    self.idempotencyKey = idempotencyKey
  }

  /// `PATCH <item>` with the changes, as the route writes a record (JSON:API's names the item).
  public func request() throws(APIError) -> APIRequest {
    try ResourceEndpoint.request(
      Model.self, .patch,
      path: try ResourceEndpoint.path(Model.route.item, of: Model.self, id: id, in: address),
      fields: changes.values, id: id.fieldValue,
      headers: HTTPHeaders(idempotencyKey: idempotencyKey))
  }

  /// The item as the server now has it, or what is known of it.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> WriteAnswer<Model> {
    ResourceEndpoint.written(Model.self, from: body, head: head)
  }
}

public import Domain
public import Foundation

/// `PATCH <item>` with only the fields that changed, so a field changed meanwhile by someone else
/// is never written back with an old value.
public struct UpdateResource<Model: Resource>: Endpoint {
  /// The item's identifier.
  public var id: Int
  /// The changed fields, by key.
  public var changes: FieldValues
  /// The values of the parameters the item's path shares with the collection's, if any.
  public var collection: PathValues
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String

  /// Creates the endpoint that changes `changes` of item `id`.
  public init(
    id: Int, changes: FieldValues, in collection: PathValues = [:], idempotencyKey: String
  ) {
    self.id = id
    self.changes = changes
    self.collection = collection
    self.idempotencyKey = idempotencyKey
  }

  /// `PATCH <item>` with the changes as a JSON object.
  public func request() throws(APIError) -> APIRequest {
    APIRequest(
      .patch, path: try ResourceEndpoint.itemPath(Model.self, id: id, in: collection),
      body: try ResourceEndpoint.body(changes), headers: ["Idempotency-Key": idempotencyKey])
  }

  /// The item as the server now has it, or `nil` when the server answers without it.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> Model? {
    guard !body.isEmpty else { return nil }
    return try ResourceEndpoint.item(Model.self, from: body)
  }
}

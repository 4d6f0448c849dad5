public import Domain
public import Foundation

/// `PATCH <item>` with only the fields that changed, or `PUT <item>` with the whole item for a
/// route that says `edits: .put` (see `EditMethod`).
public struct UpdateResource<Model: RemoteResource>: Endpoint {
  /// The item's identifier.
  public var id: Model.ID
  /// The changed fields.
  public var changes: Draft<Model>
  /// The collection it is in.
  public var address: Model.Address
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String
  /// The item as read just before: what a `PUT` sends, the changes applied.
  public var current: Model?
  /// The item's ``Validated/etag``, sent as `If-Match` so the server refuses (412) a stale change.
  public var ifMatch: String?

  /// Creates the endpoint applying `changes` to item `id` at `address` (to `current`, by `PUT`).
  public init(
    id: Model.ID, changes: Draft<Model>, current: Model? = nil, ifMatch: String? = nil,
    in address: Model.Address, idempotencyKey: String
  ) {
    self.id = id
    self.changes = changes
    self.current = current
    self.ifMatch = ifMatch
    self.address = address
    self.idempotencyKey = idempotencyKey
  }

  /// `PATCH <item>` with the changes, or `PUT <item>` with `current` changed. A `PUT` with no
  /// `current` throws ``APIError/invalidRequest(_:)``, since it would clear the other fields.
  public func request() throws(APIError) -> APIRequest {
    let put = Model.route.edits == .put
    var fields = changes.values
    if put {
      guard let current else { throw .invalidRequest(.unencodableBody) }
      fields = Draft(current).merging(changes).values
    }
    var headers = HTTPHeaders(idempotencyKey: idempotencyKey)
    // From a file, it may be anything: only an entity tag goes into a header.
    headers["If-Match"] = ifMatch.flatMap(HTTPResponse.strongETag)
    return try ResourceEndpoint.request(
      Model.self, put ? .put : .patch,
      path: try ResourceEndpoint.path(Model.route.item, of: Model.self, id: id, in: address),
      fields: fields, id: id.fieldValue, headers: headers)
  }

  /// The item as the server now has it, or what is known of it.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> WriteAnswer<Model> {
    ResourceEndpoint.written(Model.self, from: body, head: head)
  }
}

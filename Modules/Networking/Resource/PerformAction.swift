public import Domain
public import Foundation

/// `POST <item>/<action>`: an action of the app's own on one item, such as archiving a book.
public struct PerformAction<Model: RemoteResource>: Endpoint {
  /// The action, such as `archive`.
  public var action: ResourceAction
  /// The item's identifier.
  public var id: Model.ID
  /// The collection it is in.
  public var address: Model.Address
  /// The key that makes a repeat of this request the same request.
  public var idempotencyKey: String

  /// Creates the endpoint that does `action` to item `id` of the collection at `address`.
  public init(
    _ action: ResourceAction, id: Model.ID, in address: Model.Address, idempotencyKey: String
  ) {
    self.action = action
    self.id = id
    self.address = address
    self.idempotencyKey = idempotencyKey
  }

  /// `POST` to the action's path, with no body.
  public func request() throws(APIError) -> APIRequest {
    try ResourceEndpoint.request(
      Model.self, .post,
      path: try ResourceEndpoint.path(
        Model.route.path(of: action), of: Model.self, id: id, in: address),
      headers: HTTPHeaders(idempotencyKey: idempotencyKey))
  }

  /// The item as the action left it, or what is known of it.
  public func decode(_ body: Data, _ head: HTTPResponse) throws(APIError) -> WriteAnswer<Model> {
    ResourceEndpoint.written(Model.self, from: body, head: head)
  }
}

public import Foundation

/// A request relative to the API root: what an ``Endpoint`` asks ``RemoteAPIClient`` to send.
public struct APIRequest: Hashable, Sendable {
  /// The method.
  public var method: HTTPMethod
  /// The path below the API root, one component per element: `["users", "1"]`. Each component
  /// is percent-encoded, so no component can add a `/` or a `..` of its own.
  public var path: [String]
  /// The query items, in order.
  public var query: [URLQueryItem]
  /// The JSON body, if any.
  public var body: Data?
  /// Header fields of the endpoint's own, such as `Idempotency-Key`; the client adds the
  /// standard ones (`Accept`, `Authorization`).
  public var headers: HTTPHeaders

  /// Creates a request.
  public init(
    _ method: HTTPMethod, path: [String], query: [URLQueryItem] = [], body: Data? = nil,
    headers: HTTPHeaders = [:]
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.body = body
    self.headers = headers
  }
}

public import Foundation

/// A request relative to the API root: what an ``Endpoint`` asks ``RemoteAPIClient`` to send.
public struct APIRequest: Hashable, Sendable {
  /// The HTTP method; it decides whether a failed attempt may be repeated.
  public var method: HTTPMethod
  /// The path below the API root, one component per element: `["users", "1"]`; an empty last
  /// one ends it with a slash. Each is percent-encoded, so none can add a `/` or `..` of its own.
  public var path: [String]
  /// The query items, in order.
  public var query: [URLQueryItem]
  /// The JSON body, if any.
  public var body: Data?
  /// Header fields of the endpoint's own, such as `Idempotency-Key`; the client adds the rest.
  public var headers: HTTPHeaders
  /// Whether a 2xx body must be JSON: a read's must; a write was applied whatever the answer.
  public var expectsJSON: Bool

  /// A `method` request for `path`; by default only a `GET` or `HEAD` expects JSON.
  public init(
    _ method: HTTPMethod, path: [String], query: [URLQueryItem] = [], body: Data? = nil,
    headers: HTTPHeaders = [:], expectsJSON: Bool? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.body = body
    self.headers = headers
    self.expectsJSON = expectsJSON ?? (method == .get || method == .head)
  }
}

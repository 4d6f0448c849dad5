public import Foundation

/// A request relative to the API root: what an ``Endpoint`` asks ``RemoteAPIClient`` to send.
public struct APIRequest: Hashable, Sendable {
  /// The HTTP method, passed on to the ``HTTPRequest`` unchanged, where it decides whether a
  /// failed attempt may be repeated (``RetryPolicy/retryableMethods``).
  public var method: HTTPMethod
  /// The path below the API root, one component per element: `["users", "1"]`; an empty last
  /// one ends it with a slash. Each component is percent-encoded, so no component can add a `/`
  /// or a `..` of its own.
  public var path: [String]
  /// The query items, in order.
  public var query: [URLQueryItem]
  /// The JSON body, if any.
  public var body: Data?
  /// Header fields of the endpoint's own, such as `Idempotency-Key`; the client adds the
  /// standard ones (`Accept`, `Authorization`).
  public var headers: HTTPHeaders
  /// Whether a 2xx answer's body must be JSON. A read's must; a write's need not be, since the
  /// server applied the write whatever it answered (an empty `201`, a `204`, text).
  public var expectsJSON: Bool

  /// A `method` request for `path` below the API root, with no query, body or header fields of its
  /// own unless given; the client adds `Accept`, `User-Agent` and the like when it sends it.
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

public import Foundation

/// An HTTP request, independent of any HTTP library.
///
/// The transport seam speaks in these plain values rather than `URLRequest`, so test doubles and
/// an in-process backend need neither URLSession nor FoundationNetworking.
public struct HTTPRequest: Hashable, Sendable {
  /// The HTTP method: under ``RetryPolicy/standard``, a failed attempt is repeated only for an
  /// idempotent one (GET, HEAD, PUT, DELETE, OPTIONS) or with an `Idempotency-Key` header.
  public var method: HTTPMethod
  /// The absolute URL.
  public var url: URL
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body, if any.
  public var body: Data?
  /// How long one attempt may take before ``TimeoutTransport`` fails it with
  /// ``TransportError/timedOut``. ``RetryingTransport`` fills it in from its `attemptTimeout`
  /// unless the request brings its own; `nil` below both means "no bound of Strata's own".
  public var timeout: Duration?

  /// A `method` request for the absolute `url`, with no header fields, body or timeout unless
  /// given; with no timeout, ``RetryingTransport`` bounds each attempt with its own.
  public init(
    method: HTTPMethod,
    url: URL,
    headers: HTTPHeaders = [:],
    body: Data? = nil,
    timeout: Duration? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

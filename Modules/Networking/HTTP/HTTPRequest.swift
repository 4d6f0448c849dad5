public import Foundation

/// An HTTP request, independent of any HTTP library.
///
/// The transport seam speaks in these plain values rather than `URLRequest`, so test doubles and
/// an in-process backend need neither URLSession nor FoundationNetworking.
public struct HTTPRequest: Hashable, Sendable {
  /// The HTTP method, which decides whether ``RetryPolicy/standard`` may repeat a failed attempt.
  public var method: HTTPMethod
  /// The absolute URL.
  public var url: URL
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body, if any.
  public var body: Data?
  /// How long one attempt may take before ``TimeoutTransport`` fails it; ``RetryingTransport``
  /// sets it unless the request does, and `nil` below both means no bound of Strata's own.
  public var timeout: Duration?

  /// A `method` request for the absolute `url`.
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

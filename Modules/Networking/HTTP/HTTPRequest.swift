public import Foundation

/// An HTTP request as a plain value, not `URLRequest`, so test doubles need no URLSession.
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

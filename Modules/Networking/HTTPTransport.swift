public import Foundation

/// The network boundary, which sends one HTTP request and returns the response's body and head.
///
/// ``URLSessionTransport`` conforms in production, and middleware such as ``RetryingTransport``
/// wraps another. An HTTP error status is a response here, not an error. A test double:
///
/// ```swift
/// struct OneResponseTransport: HTTPTransport {
///   var body: Data
///   var response = HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"])
///
///   func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
///     (body, response)
///   }
/// }
/// ```
public protocol HTTPTransport: Sendable {
  /// Sends `request` and waits for the whole response. It throws only ``TransportError``, when no
  /// usable response arrived, or `CancellationError`.
  func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

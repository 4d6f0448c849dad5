public import Foundation

/// The network boundary: sends one HTTP request and returns the response's body and head.
///
/// Conformers: ``URLSessionTransport`` in production; middleware wrapping another transport
/// (``TimeoutTransport``, ``RetryingTransport``, ``LoggingTransport``); `MockHTTPTransport` in
/// tests; a backend served in-process. An HTTP error status is a response here, not an error.
///
/// A test double takes a few lines:
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
  /// Sends `request` and waits for the whole response.
  ///
  /// - Throws: ``TransportError`` when no usable response arrived; `CancellationError` when the
  ///   calling task was cancelled.
  func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

public import Foundation

/// The network boundary: sends one HTTP request and returns the response's body and head.
///
/// This is the smallest seam that lets everything above it run without a network. Strata ships
/// these kinds of conformer:
/// - ``URLSessionTransport``, the production implementation;
/// - middleware that wraps another transport to add one behaviour each: ``TimeoutTransport``,
///   ``RetryingTransport``, ``LoggingTransport``;
/// - the test double `MockHTTPTransport` (module `NetworkingMocks`);
/// - a backend served in-process, behind this same seam.
///
/// A conformer reports a network failure as ``TransportError`` and cancellation as
/// `CancellationError`; an HTTP error status is *not* an error at this level, it is a response.
///
/// Writing a test double takes a few lines:
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
  /// - Parameter request: The request to send.
  /// - Returns: The response body and the status line with its headers.
  /// - Throws: ``TransportError`` when no usable response arrived; `CancellationError` when the
  ///   calling task was cancelled.
  func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

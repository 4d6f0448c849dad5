/// Why an ``APIClient`` call failed. The only error type that crosses the Networking boundary.
public enum APIError: Error, Hashable, Sendable {
  /// The request could not be built, for example from an invalid identifier.
  case invalidRequest(String)
  /// No usable response arrived; the transport's reason is attached.
  case transport(TransportError)
  /// The server answered with a status outside 2xx (after any retries).
  case status(Int)
  /// The server answered 2xx with something other than JSON, such as a captive portal's HTML
  /// page; the media type it sent is attached.
  case unexpectedContentType(String)
  /// The server answered 2xx with JSON of the wrong shape; the failure names the field.
  case decoding(DecodingFailure)
  /// The calling task was cancelled.
  case cancelled
}

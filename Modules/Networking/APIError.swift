/// Why an ``APIClient`` call failed. The only error type that crosses the Networking boundary.
public enum APIError: Error, Hashable, Sendable {
  /// The request could not be built; nothing was sent.
  case invalidRequest(RequestProblem)
  /// No usable response arrived; the transport's error is attached.
  case transport(TransportError)
  /// The server answered with a status outside 2xx (after any retries); `message` is the reason
  /// its body gave, if any, on one bounded line (see `ServerMessage`).
  case status(Int, message: String?)
  /// The server answered 2xx with something other than JSON, such as a captive portal's HTML
  /// page; the media type it sent is attached.
  case unexpectedContentType(String)
  /// The server answered 2xx with JSON of the wrong shape; the failure names the field.
  case decoding(DecodingFailure)
  /// A header the response depends on holds a value that cannot be believed (`X-Total-Count: -1`).
  case invalidHeader(name: String, value: String)
  /// The calling task was cancelled.
  case cancelled
  /// The person's session ended and could not be renewed: they must sign in again.
  case signedOut

  /// A status outside 2xx with no reason given.
  public static func status(_ code: Int) -> APIError {
    .status(code, message: nil)
  }
}

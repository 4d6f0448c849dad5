/// Why an ``APIClient`` call failed. The only error type that crosses the Networking boundary.
public enum APIError: Error, Hashable, Sendable {
  /// The request could not be built; nothing was sent.
  case invalidRequest(RequestProblem)
  /// No usable response arrived; the transport's error is attached.
  case transport(TransportError)
  /// A status outside 2xx after any retries; `message` is its body's reason, on one bounded line.
  case status(Int, message: String?)
  /// A 2xx answer that is not JSON, such as a captive portal's page, with its media type.
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

/// Why a transport produced no usable HTTP response.
public enum TransportError: Error, Hashable, Sendable {
  /// The attempt took longer than its timeout, or the total deadline passed.
  case timedOut
  /// Nothing accepted the connection (refused, or the host is unreachable).
  case cannotConnect
  /// The host name could not be resolved.
  case hostNotFound
  /// The connection closed or was reset before the response was complete.
  case connectionLost
  /// The device has no network connection.
  case notConnectedToInternet
  /// The TLS handshake failed, for example on an untrusted certificate.
  case secureConnectionFailed
  /// The response body is larger than `limit` bytes, so it was refused unread.
  case responseTooLarge(limit: Int)
  /// The server redirected in a way Strata refuses to follow.
  case redirectRefused(RedirectRefusal)
  /// The server's reply was not a well-formed HTTP response.
  case invalidResponse
  /// Any other failure, identified by the platform's error code and description.
  case other(code: Int, description: String)

  /// Whether trying again soon might succeed: the network blipped rather than refused.
  ///
  /// TLS failures are not transient: a bad certificate does not fix itself in a second.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .cannotConnect, .hostNotFound, .connectionLost, .notConnectedToInternet:
      true
    case .secureConnectionFailed, .responseTooLarge, .redirectRefused, .invalidResponse, .other:
      false
    }
  }
}

/// Why a redirect was refused.
public enum RedirectRefusal: Hashable, Sendable {
  /// An `https` request was redirected to plain `http`.
  case insecureDowngrade
  /// Following would resend a request that has a body, which URLSession on Linux silently drops
  /// on 307 and 308; the request was refused rather than sent without it.
  case requestHasBody(HTTPMethod)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(limit: Int)
}

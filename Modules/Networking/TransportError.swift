/// Why a transport produced no usable HTTP response.
public enum TransportError: Error, Hashable, Sendable {
  /// The attempt took longer than its timeout.
  case timedOut
  /// Nothing accepted the connection (refused, or the host is unreachable).
  case cannotConnect
  /// The host name could not be resolved.
  case hostNotFound
  /// The connection closed or was reset before a complete response arrived, including a server
  /// that closed it without answering at all.
  case connectionLost
  /// The device has no network connection.
  case notConnectedToInternet
  /// The TLS handshake failed, for example on an untrusted certificate.
  case secureConnectionFailed
  /// The response body is larger than `limit` bytes, so it was refused unread.
  case responseTooLarge(limit: Int)
  /// The server redirected in a way Strata refuses to follow.
  case redirectRefused(RedirectRefusal)
  /// The server's reply was not well-formed HTTP, or its body could not be decoded (a corrupt
  /// `gzip` stream, say): the server answered, badly.
  case invalidResponse
  /// A transport backed by local files (the embedded sandbox) could not read or write them;
  /// `reason` is the system's own words.
  case localStorageFailed(path: String, reason: String)
  /// Any other failure, identified by the platform's error code and description.
  case other(code: Int, description: String)

  /// Whether trying again soon might succeed: the network blipped rather than refused.
  ///
  /// TLS failures are not transient: a bad certificate does not fix itself in a second.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .cannotConnect, .hostNotFound, .connectionLost, .notConnectedToInternet:
      true
    case .secureConnectionFailed, .responseTooLarge, .redirectRefused, .invalidResponse,
      .localStorageFailed, .other:
      false
    }
  }
}

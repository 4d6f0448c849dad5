public import Networking

/// Why the server could not be reached, and the API client's error that said so.
public struct Unavailability: Hashable, Sendable {
  /// How the server could not be reached, in terms a person can act on.
  public enum Reason: Hashable, Sendable {
    /// No answer came in time.
    case timedOut
    /// Nothing accepted the connection.
    case cannotConnect
    /// The host name could not be resolved.
    case hostNotFound
    /// The connection dropped before a complete answer.
    case connectionLost
    /// This device has no network connection.
    case notConnectedToInternet
    /// The app was started offline, so nothing was sent.
    case offline
    /// A secure connection could not be made (an untrusted certificate, say).
    case secureConnectionFailed
    /// The server kept answering `statusCode` (5xx, 408 or 429) through every retry.
    case serverError(statusCode: Int)
    /// Another failure URLSession reported, by its code (`NSURLErrorDomain`).
    case other(code: Int)
  }

  /// How the server could not be reached.
  public var reason: Reason
  /// The API client's error, kept whole.
  public var underlyingError: APIError
  /// A stored copy that could have stood in for the server's answer but could not be read.
  public var unusableStoredCopy: StoreFailure?

  /// `reason`, with the API client's error kept whole, and any stored copy that could not stand in.
  public init(
    _ reason: Reason, underlyingError: APIError, unusableStoredCopy: StoreFailure? = nil
  ) {
    self.reason = reason
    self.underlyingError = underlyingError
    self.unusableStoredCopy = unusableStoredCopy
  }
}

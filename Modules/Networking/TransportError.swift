public import Foundation

/// Why a transport produced no usable HTTP response.
public enum TransportError: Error, Hashable, Sendable {
  /// The attempt took longer than its timeout.
  case timedOut
  /// Nothing accepted the connection (refused, or the host is unreachable).
  case cannotConnect
  /// The host name could not be resolved.
  case hostNotFound
  /// The connection closed or was reset before a complete response, or any answer, arrived.
  case connectionLost
  /// The device has no network connection.
  case notConnectedToInternet
  /// Nothing may be sent: the app was started with `--offline` (see ``OfflineTransport``).
  case offline
  /// The TLS handshake failed, for example on an untrusted certificate.
  case secureConnectionFailed
  /// The response body is larger than `limit` bytes, so it was refused unread. `statusCode` is
  /// what the response's head said, when it arrived: a write answered `2xx` was applied by the
  /// server however much it answered, and must not be sent again.
  case responseTooLarge(limit: Int, statusCode: Int?)
  /// The server redirected in a way Strata refuses to follow.
  case redirectRefused(RedirectRefusal)
  /// The server's reply was not well-formed HTTP, or its body could not be decoded (a corrupt
  /// `gzip` stream, say): the server answered, badly.
  case invalidResponse
  /// A transport backed by local files (an in-process backend) could not read or write them.
  case localStorageFailed(LocalFailure)
  /// Any other failure URLSession reported, by its code.
  case other(URLError.Code)

  /// Whether trying again soon might succeed: the network blipped rather than refused (a bad
  /// certificate does not fix itself, nor does being offline).
  public var isTransient: Bool {
    switch self {
    case .timedOut, .cannotConnect, .hostNotFound, .connectionLost, .notConnectedToInternet:
      true
    case .offline, .secureConnectionFailed, .responseTooLarge, .redirectRefused,
      .invalidResponse, .localStorageFailed, .other:
      false
    }
  }
}

/// A failure of local storage behind a transport, with its error kept whole for the layer that
/// knows storage (`underlyingError as? StorageError`).
public struct LocalFailure: Hashable, Sendable, CustomStringConvertible {
  /// The file or directory involved, when known.
  public let path: String?
  /// The error the storage threw.
  public let underlyingError: any Error & Sendable

  /// Creates a failure at `path` caused by `underlyingError`.
  public init(path: String?, underlyingError: any Error & Sendable) {
    self.path = path
    self.underlyingError = underlyingError
  }

  /// The error, as Swift describes it.
  public var description: String { String(reflecting: underlyingError) }

  /// Compares path and description: an existential error has no equality of its own.
  public static func == (lhs: LocalFailure, rhs: LocalFailure) -> Bool {
    lhs.path == rhs.path && lhs.description == rhs.description
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(description)
  }
}

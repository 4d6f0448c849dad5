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
  /// The body exceeded `limit` bytes and was refused. `statusCode` is the head's, when it came,
  /// since a write answered 2xx was applied and must not be sent again.
  case responseTooLarge(limit: Int, statusCode: Int?)
  /// The server redirected in a way Strata refuses to follow.
  case redirectRefused(RedirectRefusal)
  /// The reply was not well-formed HTTP, or its body could not be decoded (a corrupt `gzip`).
  case invalidResponse
  /// A transport backed by local files (an in-process backend) could not read or write them.
  case localStorageFailed(LocalFailure)
  /// Any other failure URLSession reported, by its code.
  case other(URLError.Code)

  /// Whether trying again soon might succeed, as after a network blip but not a bad certificate.
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

/// A failure of local storage behind a transport, its error kept whole for the storage layer.
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

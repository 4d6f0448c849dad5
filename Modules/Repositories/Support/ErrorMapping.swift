import Networking
import Storage

extension RepositoryError {
  /// Maps what the API client reported into the repository's terms.
  ///
  /// - Parameters:
  ///   - error: The API client's error.
  ///   - resource: What was asked for, for example "user 7", for a 404.
  init(_ error: APIError, resource: String) {
    switch error {
    case .status(404):
      self = .notFound(resource: resource)
    case .status(let code) where code == 401 || code == 403:
      self = .unauthorized(statusCode: code)
    case .status(let code) where code == 408 || code == 429 || (500..<600).contains(code):
      self = .unavailable(reason: "the server answered HTTP \(code)")
    case .status(let code) where (400..<500).contains(code):
      self = .rejected(statusCode: code)
    case .status(let code):
      self = .invalidResponse(reason: "the server answered with an unexpected HTTP \(code)")
    case .transport(let error):
      self = Self(error)
    case .unexpectedContentType(let mediaType):
      self = .invalidResponse(reason: "the server sent \(mediaType) where JSON was expected")
    case .decoding(let failure):
      self = .invalidResponse(reason: failure.description)
    case .invalidRequest(let reason):
      self = .invalidRequest(reason: reason)
    case .cancelled:
      self = .cancelled
    }
  }

  private init(_ error: TransportError) {
    switch error {
    case .timedOut: self = .unavailable(reason: "the request timed out")
    case .cannotConnect: self = .unavailable(reason: "could not connect to the server")
    case .hostNotFound: self = .unavailable(reason: "the server's host name could not be found")
    case .connectionLost: self = .unavailable(reason: "the connection was lost")
    case .notConnectedToInternet: self = .unavailable(reason: "this device is not connected")
    case .secureConnectionFailed:
      self = .unavailable(reason: "a secure connection to the server could not be made")
    case .responseTooLarge(let limit):
      self = .invalidResponse(reason: "the response was larger than \(limit / 1024) KiB")
    case .redirectRefused(.insecureDowngrade):
      self = .invalidResponse(reason: "the server redirected to an insecure http:// address")
    case .redirectRefused(.requestHasBody(let method)):
      self = .invalidResponse(
        reason: "the server redirected a \(method.rawValue) request, which would lose its body")
    case .redirectRefused(.tooManyRedirects(let limit)):
      self = .invalidResponse(reason: "the server redirected more than \(limit) times")
    case .invalidResponse: self = .invalidResponse(reason: "the reply was not valid HTTP")
    case .other(_, let description): self = .unavailable(reason: description)
    }
  }

  /// Maps what the store reported into the repository's terms.
  ///
  /// - Parameter error: The store's error.
  init(_ error: StorageError) {
    switch error {
    case .busy(let path):
      self = .busy(path: path)
    case .outOfSpace(let path):
      self = .storageFailed(path: path, reason: "the disk is full")
    case .containerUnavailable(let path, let reason), .readFailed(let path, let reason),
      .writeFailed(let path, let reason), .corrupted(let path, let reason):
      self = .storageFailed(path: path, reason: reason)
    case .unsupportedVersion(let path, let found):
      self = .storageFailed(path: path, reason: "it was written with schema version \(found)")
    case .notFound(let path):
      self = .storageFailed(path: path, reason: "the file is missing")
    case .invalidName(let name):
      self = .storageFailed(path: name, reason: "the name is not a safe file name")
    }
  }

  /// Whether the failure means "the server could not be reached", the one case where the stored
  /// copy stands in for the server's answer.
  var allowsStoredFallback: Bool {
    if case .unavailable = self { return true }
    return false
  }
}

extension StorageError {
  /// For a stored copy that exists but cannot be used (truncated, garbage, another schema): a
  /// phrase saying so; `nil` for other errors.
  var discardedCopyDescription: String? {
    switch self {
    case .corrupted(let path, let reason):
      "the stored copy at \(path) was unreadable (\(reason)) and was ignored"
    case .unsupportedVersion(let path, let found):
      "the stored copy at \(path) uses schema version \(found), which this version of Strata "
        + "cannot read, and was ignored"
    default:
      nil
    }
  }
}

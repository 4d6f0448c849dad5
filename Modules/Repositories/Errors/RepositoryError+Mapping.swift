import Foundation
import Networking
public import Storage

extension RepositoryError {
  /// The path parameter a request could not fill in (no value, or one no path can hold), when
  /// that is why it could not be made: so a view model can say so without Networking.
  public var unfillablePathParameter: String? {
    guard case .invalidRequest(.invalidRequest(.invalidPath(let problem))) = self else {
      return nil
    }
    switch problem {
    case .missing(let name), .invalid(let name): return name
    }
  }

  /// Why a lock was not taken: a wait cut short by a stop (Ctrl-C) is a stop, not another holder.
  init(lockFailure error: StorageError) {
    if case .busy = error, Task.isCancelled {
      self = .cancelled
    } else {
      self = RepositoryError(error)
    }
  }

  /// Maps what the API client reported about `resource` into the repository's terms.
  init(_ error: APIError, resource: Subject) {
    switch error {
    case .status(404, let message):
      self = .notFound(resource, message: message)
    case .status(let code, let message) where code == 401 || code == 403:
      self = .unauthorized(statusCode: code, message: message)
    case .status(let code, _) where code == 408 || code == 429 || (500..<600).contains(code):
      self = .unavailable(Unavailability(.serverError(statusCode: code), underlyingError: error))
    case .status(let code, let message) where (400..<500).contains(code):
      self = .rejected(statusCode: code, message: message)
    case .status(let code, _):
      self = .invalidResponse(ResponseProblem(.unexpectedStatus(code), underlyingError: error))
    case .transport(let transportError):
      self = Self(transportError, underlyingError: error)
    case .unexpectedContentType(let mediaType):
      self = .invalidResponse(
        ResponseProblem(.notJSON(mediaType: mediaType), underlyingError: error))
    case .decoding(let failure):
      self = .invalidResponse(ResponseProblem(decoding: failure))
    case .invalidHeader(let name, _):
      self = .invalidResponse(ResponseProblem(.invalidHeader(name: name), underlyingError: error))
    case .invalidRequest:
      self = .invalidRequest(underlyingError: error)
    case .cancelled:
      self = .cancelled
    case .signedOut:
      self = .signedOut
    }
  }

  private init(_ transportError: TransportError, underlyingError error: APIError) {
    func unavailable(_ reason: Unavailability.Reason) -> Self {
      .unavailable(Unavailability(reason, underlyingError: error))
    }
    func invalid(_ reason: ResponseProblem.Reason) -> Self {
      .invalidResponse(ResponseProblem(reason, underlyingError: error))
    }
    self =
      switch transportError {
      case .timedOut: unavailable(.timedOut)
      case .cannotConnect: unavailable(.cannotConnect)
      case .hostNotFound: unavailable(.hostNotFound)
      case .connectionLost: unavailable(.connectionLost)
      case .notConnectedToInternet: unavailable(.notConnectedToInternet)
      case .offline: unavailable(.offline)
      case .secureConnectionFailed: unavailable(.secureConnectionFailed)
      case .other(let code): unavailable(.other(code: code.rawValue))
      case .responseTooLarge(let limit, _): invalid(.tooLarge(limit: limit))
      case .redirectRefused(.insecureDowngrade): invalid(.refusedRedirect(.insecureDowngrade))
      case .redirectRefused(.disallowedTarget(let target)):
        invalid(.refusedRedirect(.disallowedTarget(target)))
      case .redirectRefused(.requestHasBody(let method)):
        invalid(.refusedRedirect(.wouldDropBody(method: method.rawValue)))
      case .redirectRefused(.tooManyRedirects(let limit)):
        invalid(.refusedRedirect(.tooMany(limit: limit)))
      case .invalidResponse: invalid(.malformed)
      // Files of the sandbox's or the session's failed: the storage error, read back whole from
      // where it was kept. (Only those two fail this way, always with a StorageError.)
      case .localStorageFailed(let failure):
        (failure.underlyingError as? StorageError).map { Self($0) } ?? unavailable(.other(code: 0))
      }
  }

  /// Maps what the store reported into the repository's terms; public for the modules that read
  /// outboxes themselves (CLI, Upgrade).
  public init(_ error: StorageError) {
    if case .busy(let path, let holder) = error {
      self = .busy(path: path, holder: holder)
    } else {
      self = .storageFailed(StoreFailure(error))
    }
  }

  /// Whether the failure means "the server could not be reached", the one case where the stored
  /// copy stands in for the server's answer.
  var allowsStoredFallback: Bool {
    if case .unavailable = self { return true }
    return false
  }
}

extension StoreFailure {
  /// The store's error, in the repository's terms.
  init(_ error: StorageError) {
    switch error {
    case .containerUnavailable(let path, let system), .readFailed(let path, let system),
      .writeFailed(let path, let system):
      self.init(
        path: path, .system(code: system.code, description: system.description),
        underlyingError: error)
    case .notARegularFile(let path):
      self.init(path: path, .notARegularFile, underlyingError: error)
    case .tooLarge(let path, let limit):
      self.init(path: path, .tooLarge(limit: limit), underlyingError: error)
    case .entryTooLarge(let path, let limit):
      self.init(path: path, .entryTooLarge(limit: limit), underlyingError: error)
    case .unencodable(let path):
      self.init(path: path, .unencodable, underlyingError: error)
    case .notFound(let path):
      self.init(path: path, .missing, underlyingError: error)
    case .outOfSpace(let path):
      self.init(path: path, .diskFull, underlyingError: error)
    case .corrupted(let path, _):
      self.init(path: path, .corrupted, underlyingError: error)
    case .unsupportedVersion(let path, let found):
      self.init(path: path, .otherSchemaVersion(found), underlyingError: error)
    case .busy(let path, let holder):
      self.init(path: path, .locked(holder: holder), underlyingError: error)
    case .invalidName(let name):
      self.init(path: name, .unsafeName, underlyingError: error)
    case .exposed(let path):
      self.init(path: path, .exposed, underlyingError: error)
    }
  }

  /// The failure, when `error` is a stored copy that exists but cannot be used (corrupted, or of
  /// another schema): such a copy counts as missing, and the message says why.
  static func discardedCopy(_ error: StorageError) -> StoreFailure? {
    switch error {
    case .corrupted, .unsupportedVersion: StoreFailure(error)
    default: nil
    }
  }
}

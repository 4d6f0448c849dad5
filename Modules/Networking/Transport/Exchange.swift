import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight through ``URLSessionTransport``: what was asked, what has arrived, and
/// the continuation to resume exactly once when the URLSession task completes.
struct Exchange: Sendable {
  let request: HTTPRequest
  let continuation: CheckedContinuation<(Data, HTTPResponse), any Error>
  var body = Data()
  var response: HTTPResponse?
  var redirects = 0
  /// Set when the transport stops the task on purpose, so completion reports why.
  var refusal: TransportError?

  init(request: HTTPRequest, continuation: CheckedContinuation<(Data, HTTPResponse), any Error>) {
    self.request = request
    self.continuation = continuation
  }

  /// Resumes the continuation with the outcome of the task.
  func complete(with error: (any Error)?) {
    if let refusal {
      continuation.resume(throwing: refusal)
    } else if let error {
      continuation.resume(throwing: TransportError.normalizing(error))
    } else if let response {
      continuation.resume(returning: (body, response))
    } else {
      continuation.resume(throwing: TransportError.invalidResponse)
    }
  }
}

extension HTTPResponse {
  init?(_ response: URLResponse) {
    guard let response = response as? HTTPURLResponse else { return nil }
    var headers = HTTPHeaders()
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String, let value = value as? String else { continue }
      headers[name] = value
    }
    self.init(statusCode: response.statusCode, headers: headers)
  }
}

extension TransportError {
  /// Maps whatever URLSession reported to a transport error, or to `CancellationError`.
  ///
  /// `URLError(.cancelled)` and `CancellationError` are the same event seen from two sides; both
  /// become `CancellationError`, so nothing above mistakes a cancellation for a network failure.
  static func normalizing(_ error: any Error) -> any Error {
    if error is CancellationError { return error }
    if let error = error as? TransportError { return error }
    guard let urlError = error as? URLError else {
      let nsError = error as NSError
      return TransportError.other(code: nsError.code, description: nsError.localizedDescription)
    }
    switch urlError.code {
    case .cancelled: return CancellationError()
    case .timedOut: return TransportError.timedOut
    case .cannotConnectToHost: return TransportError.cannotConnect
    case .cannotFindHost, .dnsLookupFailed: return TransportError.hostNotFound
    case .networkConnectionLost: return TransportError.connectionLost
    case .notConnectedToInternet: return TransportError.notConnectedToInternet
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired:
      return TransportError.secureConnectionFailed
    case .badServerResponse, .cannotParseResponse, .zeroByteResource:
      return TransportError.invalidResponse
    default:
      return TransportError.other(
        code: urlError.errorCode, description: urlError.localizedDescription)
    }
  }
}

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
  /// The URLs followed so far, in order.
  var redirects: [URL] = []

  init(request: HTTPRequest, continuation: CheckedContinuation<(Data, HTTPResponse), any Error>) {
    self.request = request
    self.continuation = continuation
  }

  /// Resumes the continuation with the outcome of the task.
  func complete(with error: (any Error)?) {
    if let error {
      continuation.resume(
        throwing: TransportError.normalizing(error, after: response, bodyBytes: body.count))
    } else if var response {
      response.redirects = redirects
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
  /// Maps what URLSession reported after the head `response` and `bodyBytes` of body arrived.
  /// corelibs calls some failures "unknown" (-1): a failed `Content-Encoding`d body could not be
  /// decoded (never retried), and one shorter than its `Content-Length` was cut off (retried).
  static func normalizing(_ error: any Error, after response: HTTPResponse?, bodyBytes: Int)
    -> any Error
  {
    let normalized = normalizing(error)
    guard case TransportError.other = normalized, let response else { return normalized }
    if let encoding = response.headers["Content-Encoding"], encoding.lowercased() != "identity" {
      return TransportError.invalidResponse
    }
    if let length = response.headers["Content-Length"].flatMap({ Int($0) }), bodyBytes < length {
      return TransportError.connectionLost
    }
    return normalized
  }

  /// Maps a URLSession error to a transport error; `URLError(.cancelled)` is a `CancellationError`.
  static func normalizing(_ error: any Error) -> any Error {
    if error is CancellationError { return error }
    if let error = error as? TransportError { return error }
    guard let urlError = error as? URLError else {
      // Only URLError comes from URLSession; anything else is kept by its code.
      return TransportError.other(URLError.Code(rawValue: (error as NSError).code) ?? .unknown)
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
    // corelibs reports a server that closed the connection without a reply as a bad response;
    // like Alamofire, treat it as the network blip it almost always is, and retry.
    case .badServerResponse:
      return TransportError.connectionLost
    // The server answered, badly: retrying gets the same, and a stored copy must not hide it.
    case .cannotParseResponse, .zeroByteResource, .cannotDecodeContentData, .cannotDecodeRawData:
      return TransportError.invalidResponse
    default:
      return TransportError.other(urlError.code)
    }
  }
}

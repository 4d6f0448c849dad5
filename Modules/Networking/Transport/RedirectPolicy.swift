import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Decides whether ``URLSessionTransport`` follows a redirect, and with which request.
///
/// The rules, in order:
/// 1. at most `maximumRedirects` in a row (corelibs has no limit of its own);
/// 2. never from `https` to `http`;
/// 3. every hop obeys the rules the API root obeys (``BaseURL``): `https`, or plain `http` to
///    this machine only; so no `ftp://`, and no plain-http hop to another host;
/// 4. never for a request with a body: corelibs drops the body on 307 and 308, and silently
///    sending an empty `PUT` would overwrite the resource with nothing;
/// 5. to another origin, follow, but without `Authorization`, `Proxy-Authorization` and `Cookie`:
///    credentials are for the origin the caller chose, never for wherever it points next.
struct RedirectPolicy {
  enum Decision: Equatable {
    case follow(URLRequest)
    case refuse(TransportError)
  }

  /// The headers that carry credentials and must not cross origins.
  static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

  var maximumRedirects: Int

  func decide(original: HTTPRequest, redirectCount: Int, proposed: URLRequest) -> Decision {
    guard redirectCount <= maximumRedirects else {
      return .refuse(.redirectRefused(.tooManyRedirects(limit: maximumRedirects)))
    }
    guard let target = proposed.url else { return .refuse(.invalidResponse) }
    let fromScheme = original.url.scheme?.lowercased()
    let toScheme = target.scheme?.lowercased()
    if fromScheme == "https" && toScheme != "https" {
      return .refuse(.redirectRefused(.insecureDowngrade))
    }
    guard BaseURL.isAllowed(scheme: toScheme, host: target.host) else {
      return .refuse(.redirectRefused(.disallowedTarget(target.absoluteString)))
    }
    if original.body != nil || ![.get, .head].contains(original.method) {
      return .refuse(.redirectRefused(.requestHasBody(original.method)))
    }
    var request = proposed
    if Origin(original.url) != Origin(target) {
      for header in Self.credentialHeaders { request.setValue(nil, forHTTPHeaderField: header) }
    }
    return .follow(request)
  }
}

/// The scheme, host and port that together decide which server a URL talks to.
struct Origin: Equatable {
  let scheme: String?
  let host: String?
  let port: Int?

  init(_ url: URL) {
    scheme = url.scheme?.lowercased()
    host = url.host?.lowercased()
    port = url.port ?? Self.defaultPort(for: scheme)
  }

  private static func defaultPort(for scheme: String?) -> Int? {
    switch scheme {
    case "http": 80
    case "https": 443
    default: nil
    }
  }
}

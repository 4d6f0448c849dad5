import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Decides whether ``URLSessionTransport`` follows a redirect, and with which request.
///
/// The rules, in order:
/// 1. at most `maximumRedirects` in a row (corelibs has no limit of its own);
/// 2. never from `https` to `http`;
/// 3. every hop obeys the API root's rules (``BaseURL``);
/// 4. a request with a body, or any method but `GET` and `HEAD`, only on a same-origin 307 or 308
///    (RFC 9110 §15.4.8–9), which the transport resends itself since corelibs would drop the body;
/// 5. to another origin, without `Authorization`, `Proxy-Authorization` and `Cookie`.
struct RedirectPolicy {
  enum Decision: Equatable {
    /// URLSession follows, with this request.
    case follow(URLRequest)
    /// URLSession stops at the redirect and hands it on; the transport sends the request again.
    case resend
    case refuse(TransportError)
  }

  /// The headers that carry credentials and must not cross origins.
  static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

  var maximumRedirects: Int

  func decide(original: HTTPRequest, status: Int, redirectCount: Int, proposed: URLRequest)
    -> Decision
  {
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
      guard [307, 308].contains(status), Origin(original.url) == Origin(target) else {
        return .refuse(.redirectRefused(.requestHasBody(original.method)))
      }
      return .resend
    }
    var request = proposed
    if Origin(original.url) != Origin(target) {
      for header in Self.credentialHeaders { request.setValue(nil, forHTTPHeaderField: header) }
    }
    return .follow(request)
  }
}

extension HTTPRequest {
  /// This request, whole, sent again to the `Location` of `response`, a same-origin 307 or 308
  /// that ``RedirectPolicy`` left to the transport; `nil` for any other response.
  func resent(after response: HTTPResponse) -> HTTPRequest? {
    guard [307, 308].contains(response.statusCode), body != nil || ![.get, .head].contains(method),
      let location = response.headers["Location"],
      let target = URL(string: location, relativeTo: url)?.absoluteURL,
      Origin(target) == Origin(url)
    else { return nil }
    var next = self
    next.url = target
    return next
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

/// Why a redirect was refused.
public enum RedirectRefusal: Hashable, Sendable {
  /// An `https` request was redirected to plain `http`.
  case insecureDowngrade
  /// The target, attached, breaks the rules the API root obeys (see ``BaseURL``).
  case disallowedTarget(String)
  /// A request with a body, or a method other than `GET` and `HEAD`, met a 301, 302 or 303 (which
  /// may turn it into a `GET`) or another origin; a 307 or 308 on the same origin resends it whole.
  case requestHasBody(HTTPMethod)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(limit: Int)
}

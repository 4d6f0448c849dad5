/// Why a redirect was refused.
public enum RedirectRefusal: Hashable, Sendable {
  /// An `https` request was redirected to plain `http`.
  case insecureDowngrade
  /// The target breaks the rules the API root obeys (see ``BaseURL``): a scheme other than
  /// `https`, or plain `http` to a host that is not this machine. The target is attached.
  case disallowedTarget(String)
  /// A request with a body, or any method but `GET` and `HEAD`, was redirected where it is not
  /// sent again: a 301, 302 or 303, which may turn it into a `GET`, or another origin. (A 307 or
  /// 308 on the same origin is sent again, body whole.)
  case requestHasBody(HTTPMethod)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(limit: Int)
}

/// Why a redirect was refused.
public enum RedirectRefusal: Hashable, Sendable {
  /// An `https` request was redirected to plain `http`.
  case insecureDowngrade
  /// The target breaks the rules the API root obeys (see ``BaseURL``): a scheme other than
  /// `https`, or plain `http` to a host that is not this machine. The target is attached.
  case disallowedTarget(String)
  /// Following would resend a request that has a body, which URLSession on Linux silently drops
  /// on 307 and 308; the request was refused rather than sent without it.
  case requestHasBody(HTTPMethod)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(limit: Int)
}

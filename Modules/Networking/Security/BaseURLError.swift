/// Why a string is not an acceptable ``BaseURL``.
public enum BaseURLError: Error, Hashable, Sendable {
  /// The text is not an absolute URL with a host.
  case malformed(String)
  /// The scheme is neither `https` nor `http`.
  case unsupportedScheme(String)
  /// Plain `http` to a host that is not this machine.
  case insecureHTTP(host: String)
  /// The URL carries a user name or password.
  case containsCredentials
  /// The URL carries a query or a fragment.
  case containsQueryOrFragment
  /// The port is outside 1–65535: no server can listen there.
  case invalidPort(Int)
}

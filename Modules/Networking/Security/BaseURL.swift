public import Foundation

/// The validated root URL of the REST API, for example `https://jsonplaceholder.typicode.com`.
///
/// Validated once, at the edge:
/// - `https`, or plain `http` only to a loopback host (`localhost`, `127.0.0.0/8`, `::1`), where
///   there is no network to eavesdrop on;
/// - no `user:password@` part (it would be printed in messages and logs), no query, no fragment;
/// - a port, when given, between 1 and 65535 (`URLComponents` takes `:99999` and `:0`).
///
/// One backend is one value (and one store, one outbox): scheme and host lower-cased, the
/// scheme's default port left out, no trailing slash.
public struct BaseURL: Hashable, Sendable, CustomStringConvertible {
  /// The URL, without a trailing slash.
  public let url: URL

  /// Validates `string`, the URL as the user typed it, as an API root.
  ///
  /// - Throws: ``BaseURLError`` naming what is wrong.
  public init(validating string: String) throws(BaseURLError) {
    let trimmed = string.trimmingCharacters(in: .whitespaces)
    guard let components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(),
      let host = components.host, !host.isEmpty
    else { throw .malformed(string) }
    guard scheme == "https" || scheme == "http" else { throw .unsupportedScheme(scheme) }
    guard components.user == nil, components.password == nil else { throw .containsCredentials }
    guard components.query == nil, components.fragment == nil else {
      throw .containsQueryOrFragment
    }
    // From the text, not `components.port`, which is `nil` for digits too many for an `Int`.
    if let range = components.rangeOfPort, let text = components.string?[range] {
      guard let port = Int(text) else { throw .malformed(string) }
      guard (1...65535).contains(port) else { throw .invalidPort(port) }
    }
    guard Self.isAllowed(scheme: scheme, host: host) else { throw .insecureHTTP(host: host) }

    var normalized = components
    normalized.scheme = scheme
    normalized.host = host.lowercased()
    if normalized.port == (scheme == "https" ? 443 : 80) { normalized.port = nil }
    while normalized.path.hasSuffix("/") { normalized.path.removeLast() }
    guard let url = normalized.url else { throw .malformed(string) }
    self.url = url
  }

  /// The URL as text.
  public var description: String { url.absoluteString }

  /// Returns the URL of `path` (for example `["users", "1"]`) below the root, with `query`
  /// appended; each component is percent-encoded, so none can add a `/` or `..` of its own.
  public func appending(path: [String], query: [URLQueryItem] = []) -> URL {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
    let encoded = path.map {
      $0.addingPercentEncoding(withAllowedCharacters: .strataPathComponentAllowed) ?? ""
    }
    components.percentEncodedPath += "/" + encoded.joined(separator: "/")
    components.queryItems = query.isEmpty ? nil : query
    return components.url ?? url
  }

  /// The rule every URL Strata talks to obeys, the root and each redirect alike: `https`, or
  /// plain `http` to this machine.
  static func isAllowed(scheme: String?, host: String?) -> Bool {
    switch scheme?.lowercased() {
    case "https": host.map { !$0.isEmpty } ?? false
    case "http": host.map(isLoopback(host:)) ?? false
    default: false
    }
  }

  /// Whether `host` names this machine: `localhost`, `127.0.0.0/8` or `::1`.
  public static func isLoopback(host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets.first == "127" else { return false }
    return octets.allSatisfy { UInt8($0) != nil }
  }
}

extension CharacterSet {
  /// RFC 3986 unreserved characters: everything else in a path component is percent-encoded.
  static let strataPathComponentAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

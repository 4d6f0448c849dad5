public import Foundation

/// The validated root URL of the REST API, for example `https://jsonplaceholder.typicode.com`.
///
/// Validation happens once, at the edge, so the rest of the stack can trust it:
/// - `https` is required; plain `http` is accepted only for loopback hosts (`localhost`,
///   `127.0.0.0/8`, `::1`), where there is no network to eavesdrop on;
/// - no `user:password@` part (it would be printed in messages and logs), no query, no fragment.
public struct BaseURL: Hashable, Sendable, CustomStringConvertible {
  /// The URL, without a trailing slash.
  public let url: URL

  /// Validates `string` as an API root.
  ///
  /// - Parameter string: The URL as the user typed it.
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
    if scheme == "http" && !Self.isLoopback(host: host) { throw .insecureHTTP(host: host) }

    var normalized = components
    normalized.scheme = scheme
    while normalized.path.hasSuffix("/") { normalized.path.removeLast() }
    guard let url = normalized.url else { throw .malformed(string) }
    self.url = url
  }

  /// Whether the host is this machine.
  public var isLoopback: Bool { url.host.map(Self.isLoopback(host:)) ?? false }

  /// The URL as text.
  public var description: String { url.absoluteString }

  /// Returns the URL of `path` below the root, with `query` appended; each path component is
  /// percent-encoded, so a component can never add a `/` or `..` of its own.
  ///
  /// - Parameters:
  ///   - path: The path components, for example `["users", "1"]`.
  ///   - query: The query items, in order.
  /// - Returns: The absolute URL.
  public func appending(path: [String], query: [URLQueryItem] = []) -> URL {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
    let encoded = path.map {
      $0.addingPercentEncoding(withAllowedCharacters: .strataPathComponentAllowed) ?? ""
    }
    components.percentEncodedPath += "/" + encoded.joined(separator: "/")
    components.queryItems = query.isEmpty ? nil : query
    return components.url ?? url
  }

  static func isLoopback(host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host == "::1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    guard octets.count == 4, octets.first == "127" else { return false }
    return octets.allSatisfy { UInt8($0) != nil }
  }
}

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
}

extension CharacterSet {
  /// RFC 3986 unreserved characters: everything else in a path component is percent-encoded.
  static let strataPathComponentAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

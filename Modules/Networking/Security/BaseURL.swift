public import Foundation

/// The validated root URL of the REST API, for example `https://jsonplaceholder.typicode.com`.
///
/// It is `https`, or plain `http` to a loopback host only (`localhost`, `127.0.0.0/8`, `::1`), with
/// no `user:password@` part (it would reach logs), query or fragment, and a port from 1 to 65535.
/// Scheme and host are lower-cased, the default port and trailing slash dropped, so a backend has
/// one value, store and outbox.
public struct BaseURL: Hashable, Sendable, CustomStringConvertible {
  /// The URL, without a trailing slash.
  public let url: URL

  /// Validates `string`, as the user typed it, throwing ``BaseURLError`` naming what is wrong.
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
    let encoded = path.map { component in
      // A bare `.` or `..` would be a dot segment: its dots go encoded, data by RFC 3986 (ids
      // from outside are refused before, by `ResourceID` and `PathTemplate`).
      guard component != ".", component != ".." else {
        return component.replacingOccurrences(of: ".", with: "%2E")
      }
      return component.addingPercentEncoding(withAllowedCharacters: .strataPathComponentAllowed)
        ?? ""
    }
    components.percentEncodedPath += "/" + encoded.joined(separator: "/")
    components.queryItems = query.isEmpty ? nil : query
    return components.url ?? url
  }

  /// Whether Strata may talk to a URL, root or redirect: `https`, or plain `http` to this machine.
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

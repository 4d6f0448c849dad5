public import Foundation

/// A person signed in to a backend: the name given at login, and what the server handed back.
public struct Session: Codable, Hashable, Sendable {
  /// The name given at login, for `strata session` to say; never a secret.
  public var name: String
  /// The credential each request carries.
  public var access: Secret
  /// What renews ``access`` when it expires, when the API hands one out.
  public var refresh: Secret?
  /// When ``access`` expires, when the server said so.
  public var expiresAt: Date?

  /// A session for `name`, carrying `access`, renewed with `refresh`, expiring at `expiresAt`.
  public init(name: String, access: Secret, refresh: Secret? = nil, expiresAt: Date? = nil) {
    self.name = name
    self.access = access
    self.refresh = refresh
    self.expiresAt = expiresAt
  }

  /// Whether ``access`` has expired at `now`; a session with no expiry never does by the clock
  /// (the server may still say so, with a 401).
  public func hasExpired(at now: Date) -> Bool {
    expiresAt.map { $0 <= now } ?? false
  }
}

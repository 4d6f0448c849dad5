/// A credential's text that never prints itself: `print(secret)`, string interpolation and a
/// debugger all show `Secret(<redacted>)`. It is stored as the plain string it holds.
public struct Secret: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
  /// The text itself: read it only to send it, or to tell a redactor what to hide.
  public let rawValue: String

  /// Wraps `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Always `Secret(<redacted>)`.
  public var description: String { "Secret(<redacted>)" }
}

/// A credential's text that never prints itself (`print`, interpolation, a debugger and `dump`
/// all hide it) but encodes as the plain string it holds.
public struct Secret: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible,
  CustomReflectable
{
  /// The text itself: read it only to send it, or to tell a redactor what to hide.
  public let rawValue: String

  /// Wraps `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Always `Secret(<redacted>)`.
  public var description: String { "Secret(<redacted>)" }

  /// No children, so that `dump` and a debugger's list of values show no text either.
  public var customMirror: Mirror { Mirror(self, children: []) }
}

/// A credential's text that never prints itself: `print(secret)`, string interpolation and a
/// debugger all show `Secret(<redacted>)`. It is stored as the plain string it holds.
public struct Secret: Codable, Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The text itself: read it only to send it, or to tell a redactor what to hide.
  public let value: String

  /// Wraps `value`.
  public init(_ value: String) {
    self.value = value
  }

  /// Decodes the plain string.
  public init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// Always `Secret(<redacted>)`.
  public var description: String { "Secret(<redacted>)" }

  /// Always `Secret(<redacted>)`.
  public var debugDescription: String { description }
}

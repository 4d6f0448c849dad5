/// A latitude and longitude, kept as the server's text so an edit's round trip loses no precision.
public struct Coordinates: Hashable, Sendable, Codable {
  /// The latitude in decimal degrees, as text.
  public var latitude: String
  /// The longitude in decimal degrees, as text.
  public var longitude: String

  /// A position as the server wrote it: decimal degrees, kept as text.
  public init(latitude: String, longitude: String) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A latitude and longitude pair, kept as the server's text so no precision is lost on a round
/// trip through an edit.
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

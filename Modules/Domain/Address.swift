/// A postal address attached to a ``User``.
///
/// Every part is optional because servers send partial addresses, and a `PUT` must send back
/// exactly what it read: dropping a half-filled address would delete it on the server.
public struct Address: Hashable, Sendable, Codable {
  /// The street and house number.
  public var street: String?
  /// The apartment or suite, if any.
  public var suite: String?
  /// The city or town.
  public var city: String?
  /// The postal code.
  public var zipcode: String?
  /// The geographic coordinates, if known.
  public var geo: Coordinates?

  /// Creates an address.
  ///
  /// - Parameters:
  ///   - street: The street and house number.
  ///   - suite: The apartment or suite.
  ///   - city: The city or town.
  ///   - zipcode: The postal code.
  ///   - geo: The geographic coordinates.
  public init(
    street: String? = nil,
    suite: String? = nil,
    city: String? = nil,
    zipcode: String? = nil,
    geo: Coordinates? = nil
  ) {
    self.street = street
    self.suite = suite
    self.city = city
    self.zipcode = zipcode
    self.geo = geo
  }
}

/// A latitude and longitude pair, kept as the server's text so no precision is lost on a round
/// trip through `PUT /users/{id}`.
public struct Coordinates: Hashable, Sendable, Codable {
  /// The latitude in decimal degrees, as text.
  public var lat: String
  /// The longitude in decimal degrees, as text.
  public var lng: String

  /// Creates coordinates.
  ///
  /// - Parameters:
  ///   - lat: The latitude in decimal degrees.
  ///   - lng: The longitude in decimal degrees.
  public init(lat: String, lng: String) {
    self.lat = lat
    self.lng = lng
  }
}

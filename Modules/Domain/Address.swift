/// A postal address attached to a ``User``.
///
/// Every part is optional because servers send partial addresses, and an edit must send back
/// exactly what it read: dropping a half-filled address would delete it on the server.
public struct Address: Hashable, Sendable, Codable {
  /// The street and house number.
  public var street: String?
  /// The apartment or suite, if any.
  public var suite: String?
  /// The city or town.
  public var city: String?
  /// The postal code.
  public var postalCode: String?
  /// Where the address is on a map, if known.
  public var coordinates: Coordinates?

  /// Creates an address.
  public init(
    street: String? = nil,
    suite: String? = nil,
    city: String? = nil,
    postalCode: String? = nil,
    coordinates: Coordinates? = nil
  ) {
    self.street = street
    self.suite = suite
    self.city = city
    self.postalCode = postalCode
    self.coordinates = coordinates
  }
}

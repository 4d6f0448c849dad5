/// A postal address attached to a ``User``. Every part is optional: servers send partial
/// addresses, and an edit must send back what it read, or it would delete the rest on the server.
public struct Address: Hashable, Sendable, Codable {
  /// The street and house number.
  public var street: String?
  /// The apartment or suite, if any.
  public var suite: String?
  /// The city or town.
  public var city: String?
  /// The postal or ZIP code, as text (`SW1Y 4JH`, `4050-262`); `zipcode` on the wire.
  public var postalCode: String?
  /// Where the address is on a map, if known.
  public var coordinates: Coordinates?

  /// An address of the parts given, each `nil` when left out.
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

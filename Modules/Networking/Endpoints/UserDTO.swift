public import Domain

/// The wire shape of a user, as JSONPlaceholder-style APIs send it: a renamed field changes this
/// file alone. ``UserDocument`` keeps unknown fields; the CLI's `--json` prints this shape.
public struct UserDTO: Codable {
  struct AddressDTO: Codable {
    struct GeoDTO: Codable {
      var lat: String
      var lng: String
    }

    var street: String?
    var suite: String?
    var city: String?
    var zipcode: String?
    var geo: GeoDTO?
  }

  struct CompanyDTO: Codable {
    var name: String
    var catchPhrase: String?
    var bs: String?
  }

  var id: Int
  var name: String
  var username: String
  var email: String
  var address: AddressDTO?
  var phone: String?
  var website: String?
  var company: CompanyDTO?
}

extension UserDTO {
  /// `user`, as the wire carries it.
  public init(_ user: User) {
    id = user.id
    name = user.name
    username = user.username
    email = user.email
    address = user.address.map { address in
      AddressDTO(
        street: address.street, suite: address.suite, city: address.city,
        zipcode: address.postalCode,
        geo: address.coordinates.map { AddressDTO.GeoDTO(lat: $0.latitude, lng: $0.longitude) })
    }
    phone = user.phone
    website = user.website
    company = user.company.map {
      CompanyDTO(name: $0.name, catchPhrase: $0.catchPhrase, bs: $0.businessSummary)
    }
  }

  var user: User {
    User(
      id: id,
      name: name,
      username: username,
      email: email,
      address: address.map { address in
        Address(
          street: address.street, suite: address.suite, city: address.city,
          postalCode: address.zipcode,
          coordinates: address.geo.map { Coordinates(latitude: $0.lat, longitude: $0.lng) })
      },
      phone: phone,
      website: website,
      company: company.map {
        Company(name: $0.name, catchPhrase: $0.catchPhrase, businessSummary: $0.bs)
      }
    )
  }
}

import Domain

/// The wire shape of a user, as JSONPlaceholder-style APIs send it.
///
/// Transfer objects keep the JSON format out of the Domain: a renamed JSON field changes this
/// file and nothing else. Required fields are non-optional so a missing one is a decoding error
/// that names it; unknown fields are ignored.
struct UserDTO: Codable {
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
  init(_ user: User) {
    id = user.id
    name = user.name
    username = user.username
    email = user.email
    address = user.address.map { address in
      AddressDTO(
        street: address.street, suite: address.suite, city: address.city,
        zipcode: address.zipcode,
        geo: address.geo.map { AddressDTO.GeoDTO(lat: $0.lat, lng: $0.lng) })
    }
    phone = user.phone
    website = user.website
    company = user.company.map { CompanyDTO(name: $0.name, catchPhrase: $0.catchPhrase, bs: $0.bs) }
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
          zipcode: address.zipcode,
          geo: address.geo.map { Coordinates(lat: $0.lat, lng: $0.lng) })
      },
      phone: phone,
      website: website,
      company: company.map { Company(name: $0.name, catchPhrase: $0.catchPhrase, bs: $0.bs) }
    )
  }
}

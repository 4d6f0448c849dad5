/// A user as the sandbox server stores and sends it: JSONPlaceholder's shape.
///
/// The sandbox has its own wire types on purpose. It plays the part of a server, so it must not
/// share the client's decoding code: a bug in the client's transfer objects would otherwise be
/// hidden by the same bug in the "server".
struct SandboxUser: Codable, Equatable, Sendable {
  struct Address: Codable, Equatable, Sendable {
    struct Geo: Codable, Equatable, Sendable {
      var lat: String
      var lng: String
    }

    var street: String?
    var suite: String?
    var city: String?
    var zipcode: String?
    var geo: Geo?
  }

  struct Company: Codable, Equatable, Sendable {
    var name: String
    var catchPhrase: String?
    var bs: String?
  }

  var id: Int
  var name: String
  var username: String
  var email: String
  var address: Address?
  var phone: String?
  var website: String?
  var company: Company?
}

/// An article ("post") as the sandbox server sends it.
struct SandboxPost: Codable, Equatable, Sendable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}

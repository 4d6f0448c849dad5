/// An article ("post") as the sandbox server sends it: JSONPlaceholder's shape.
///
/// The sandbox has its own wire types on purpose. It plays the part of a server, so it must not
/// share the client's decoding code: a bug in the client's transfer objects would otherwise be
/// hidden by the same bug in the "server". (Its users are kept as the JSON objects a server
/// stores, ``SandboxSeed/users``.)
struct SandboxPost: Codable, Equatable, Sendable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}

/// An article ("post") in JSONPlaceholder's shape, as the sandbox server sends it. The sandbox has
/// wire types of its own, so a bug in the client's cannot hide behind the same bug in the "server".
struct SandboxPost: Codable, Equatable, Sendable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}

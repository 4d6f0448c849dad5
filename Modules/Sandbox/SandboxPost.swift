/// An article ("post") as the sandbox server sends it: JSONPlaceholder's shape.
///
/// The sandbox has its own wire types on purpose: were it to share the client's, a bug in the
/// client's transfer objects would be hidden by the same bug in the "server".
struct SandboxPost: Codable, Equatable, Sendable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}

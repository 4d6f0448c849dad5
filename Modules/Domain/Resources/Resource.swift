/// A kind of thing the API serves as a collection (`GET /todos`) and one by one
/// (`GET /todos/{id}`), and may let the app add to, change and remove: the one description a
/// feature writes, from which every layer serves it.
///
/// A resource is a plain Swift value with Swift names; its `CodingKeys` give each property the
/// name the server uses, and ``schema`` says the rest once: its names, its paths, what may be done
/// with it and its fields. Networking sends it, Repositories keeps it offline and queues its
/// changes, Features loads and edits it, the terminal app shows it and the CLI gives it commands,
/// each through one generic type written and tested once.
///
/// ```swift
/// public struct Todo: Resource {
///   public var id: Int
///   public var title: String
///   public var dueOn: Date?
///
///   public enum CodingKeys: String, CodingKey, CaseIterable {
///     case id, title, dueOn
///   }
///
///   public static let schema = ResourceSchema<Todo>(
///     singular: "todo", plural: "todos", collection: "/todos",
///     fields: [ResourceField(.title, \.title), ResourceField(.dueOn, \.dueOn)])
/// }
/// ```
///
/// Its `Codable` conformance is both its wire format and its stored format: the server's names,
/// held in one place, the `CodingKeys` (docs/decisions/0012).
public protocol Resource: Codable, Hashable, Identifiable, Sendable where ID == Int {
  /// The keys the resource is coded under; their raw values are the server's names.
  associatedtype CodingKeys: CodingKey, CaseIterable

  /// Everything the layers need to know about the resource, said once.
  static var schema: ResourceSchema<Self> { get }
}

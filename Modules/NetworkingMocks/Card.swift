public import Domain
public import Networking

/// A test resource whose API takes an item only whole: an edit is a `PUT` of the item as read
/// with the changes applied. Unlike `Note`'s and `Chapter`'s, its route is its point, so it is
/// declared here whole.
public struct Card: Resource {
  /// The server's identifier.
  public var id: Int
  /// Text, the summary.
  public var title: String
  /// True or false.
  public var done: Bool
  /// Text, optional, for a field a `PUT` clears with `null`.
  public var due: String?

  /// The names on the wire.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, done, due
  }

  /// Its names, what may be done with it, and its fields.
  public static let schema = ResourceSchema<Card>(
    singular: "Card", plural: "Cards", storageName: "cards", actions: [.list, .show, .edit],
    fields: [
      ResourceField(.title, \.title), ResourceField(.done, \.done), ResourceField(.due, \.due),
    ])

  /// A card with every field given.
  public init(id: Int, title: String, done: Bool, due: String? = nil) {
    self.id = id
    self.title = title
    self.done = done
    self.due = due
  }
}

/// Where the test resource `Card` travels: `/cards`, each at `/cards/{id}`, edited by `PUT`.
extension Card: RemoteResource {
  /// The collection's path, and its edits whole.
  public static let route = ResourceRoute<Card>(collection: "/cards", edits: .put)
}

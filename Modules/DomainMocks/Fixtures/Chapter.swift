public import Domain

/// A test resource whose identifier and address are text (the book's slug), for a text parameter
/// in a path and two parents' items sharing an identifier. Its route is in `NetworkingMocks`.
public struct Chapter: Resource {
  /// The server's identifier, text: `c1`.
  public var id: String
  /// The chapter's title.
  public var title: String

  /// The names on the wire.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title
  }

  /// The book whose chapters these are.
  public struct Address: ResourceAddress {
    /// The book's slug: `dune`.
    public var slug: String

    /// The names in the path.
    public enum CodingKeys: String, CodingKey {
      case slug
    }

    /// The book's slug, the one part.
    public static let parts = [AddressPart(CodingKeys.slug, \Address.slug)]

    /// The book named `slug`.
    public init(slug: String) {
      self.slug = slug
    }
  }

  /// Its fields, and one action of its own: `markRead`.
  public static let schema = ResourceSchema<Chapter>(
    singular: "Chapter", plural: "Chapters", storageName: "chapters",
    actions: [.list, .show, .add, .edit, .delete, .custom("markRead")],
    fields: [ResourceField(.title, \.title)])

  /// A chapter with `id` and `title`.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

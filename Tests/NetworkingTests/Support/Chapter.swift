import Domain
import Networking

/// A resource nested under another, named by text, with an identifier of text: its paths have a
/// text parameter, to test how one is filled in and encoded.
struct Chapter: RemoteResource {
  var id: String
  var title: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title
  }

  /// The book whose chapters these are.
  struct Address: ResourceAddress {
    var slug: String

    enum CodingKeys: String, CodingKey {
      case slug
    }

    static let parts = [AddressPart(CodingKeys.slug, \Address.slug)]
  }

  static let schema = ResourceSchema<Chapter>(
    singular: "Chapter", plural: "Chapters", storageName: "chapters",
    actions: [.list, .show, .add, .edit, .delete, .custom("markRead")],
    fields: [ResourceField(.title, \.title)])

  static let route = ResourceRoute<Chapter>(
    collection: "/books/{slug}/chapters", item: "/books/{slug}/chapters/{id}",
    actions: [.custom("markRead"): "/books/{slug}/chapters/{id}/read"])
}

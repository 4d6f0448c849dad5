import Domain

/// A resource whose paths have a text parameter, to test how one is filled in and encoded.
struct Chapter: Resource {
  var id: Int
  var title: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title
  }

  static let schema = ResourceSchema<Chapter>(
    singular: "Chapter", plural: "Chapters", collection: "/books/{slug:String}/chapters",
    item: "/books/{slug:String}/chapters/{id}", fields: [ResourceField(.title, \.title)])
}

/// What may be done with a resource.
public enum ResourceAction: String, CaseIterable, Codable, Hashable, Sendable {
  /// Read the collection, a page at a time.
  case list
  /// Read one item.
  case show
  /// Add an item: `POST` to the collection.
  case add
  /// Change some of an item's fields: `PATCH` the item with only those.
  case edit
  /// Remove an item: `DELETE` the item.
  case delete
}

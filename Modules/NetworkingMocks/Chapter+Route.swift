import Domain
public import DomainMocks
public import Networking

/// Where the test resource `Chapter` travels: under its book, with an action of its own.
extension Chapter: RemoteResource {
  /// The collection's and the items' paths, and the action's.
  public static let route = ResourceRoute<Chapter>(
    collection: "/books/{slug}/chapters", item: "/books/{slug}/chapters/{id}",
    actions: [.custom("markRead"): "/books/{slug}/chapters/{id}/read"])
}

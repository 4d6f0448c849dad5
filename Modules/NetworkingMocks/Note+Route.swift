public import DomainMocks
public import Networking

/// Where the test resource `Note` travels: `/boards/{boardId}/notes`, each at `/notes/{id}`, so
/// its tests cover an address its items' path does not name.
extension Note: RemoteResource {
  /// The collection's path, and its items at `/notes/{id}`.
  public static let route = ResourceRoute<Note>(collection: "/boards/{boardId}/notes")
}

import Domain
import DomainMocks
import Networking
import NetworkingMocks
import Testing

/// A resource whose route is wrong in every way a route can be.
struct Misrouted: RemoteResource {
  var id: Int
  var title: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title
  }

  static let schema = ResourceSchema<Misrouted>(
    singular: "Misrouted", plural: "Misrouted", storageName: "misrouted",
    actions: [.list, .custom("archive")], fields: [ResourceField(.title, \.title)])

  static let route = ResourceRoute<Misrouted>(
    collection: "/users/{userId}/things", item: "/things/{thingId}/{slug",
    actions: [.custom("archive"): "/things/archive"])
}

@Suite("Resource route")
struct ResourceRouteTests {
  @Test("By default an item lives under the collection's last word, JSONPlaceholder's way")
  func defaultItem() {
    #expect(Note.route.item == "/notes/{id}")
    #expect(Note.route.itemScope.isEmpty)
    #expect(Note.route.paging == nil)
    #expect(Note.route.inconsistencies.isEmpty)
  }

  @Test("A collection with a trailing slash has items with one, Django REST framework's way")
  func trailingSlash() {
    let route = ResourceRoute<Note>(collection: "/boards/{boardId}/notes/")
    #expect(route.item == "/notes/{id}/")
    #expect(route.path(of: .custom("archive")) == "/notes/{id}/archive/")
    #expect(route.inconsistencies.isEmpty)
  }

  @Test("An item path of its own names the parts of the address it shares")
  func itemScope() {
    #expect(Chapter.route.itemScope == ["slug"])
    #expect(Chapter.route.inconsistencies.isEmpty)
  }

  @Test("An action of the app's own goes to its item's path and its name, or where it says")
  func actionPaths() {
    #expect(Note.route.path(of: .custom("archive")) == "/notes/{id}/archive")
    #expect(Chapter.route.path(of: .custom("markRead")) == "/books/{slug}/chapters/{id}/read")
  }

  @Test("Names every way a route does not fit its resource")
  func inconsistencies() {
    #expect(
      Misrouted.route.inconsistencies == [
        "the item path's `{slug` is not a parameter: write `{name}`",
        "the collection path /users/{userId}/things does not name exactly the address's parts ()",
        "the item path /things/{thingId}/{slug has no `{id}`",
        "the item path's `thingId` is not a part of the address",
        "the path of `archive`, /things/archive, has no `{id}`",
      ])
  }
}

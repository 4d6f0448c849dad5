public import Domain

/// How a resource travels: its paths, its paging when not the API's, how one record is written
/// (``RecordFormat``), and where each action of the app's own is sent.
///
/// The paths' parameters are named as the resource's address names its parts (`{slug}` for
/// `Address.slug`) and `{id}` for the item's identifier, so filling one in needs no table:
///
/// | action | request |
/// | --- | --- |
/// | list | `GET <collection>` with the paging's query |
/// | show | `GET <item>` |
/// | add | `POST <collection>` |
/// | edit | `PATCH <item>` with the changed fields (`PUT <item>` with the whole item, for an API that says `edits: .put`) |
/// | delete | `DELETE <item>` |
/// | an action of the app's own, `archive` | `POST <item>/archive`, or the path given for it |
public struct ResourceRoute<Model: Resource>: Sendable {
  /// The collection's path, such as `/users/{userId}/todos`.
  public let collection: PathTemplate
  /// One item's path, such as `/todos/{id}`.
  public let item: PathTemplate
  /// How this resource's lists are paged, when not as the API's are (`nil`: as the API's).
  public let paging: Paging?
  /// How one record travels in a body, and under which media type.
  public let records: RecordFormat
  /// Whether an edit sends the changed fields (`PATCH`) or the whole item (`PUT`).
  public let edits: EditMethod
  private let actionPaths: [String: PathTemplate]

  /// Describes where a resource travels; `item` defaults to the collection's last word and `{id}`
  /// (`/todos/{id}` for `/users/{userId}/todos`, `/notes/{id}/` for `/notes/`), and an action
  /// goes to `<item>/<name>` unless `actions` gives it a path.
  public init(
    collection: PathTemplate, item: PathTemplate? = nil, paging: Paging? = nil,
    records: RecordFormat = .bare, edits: EditMethod = .patch,
    actions: [ResourceAction: PathTemplate] = [:]
  ) {
    self.collection = collection
    self.item =
      item
      ?? PathTemplate(
        "/\(collection.lastLiteral ?? Model.schema.storageName)/{id}"
          + (collection.trailingSlash ? "/" : ""))
    self.paging = paging
    self.records = records
    self.edits = edits
    self.actionPaths = Dictionary(uniqueKeysWithValues: actions.map { ($0.key.rawValue, $0.value) })
  }

  /// Where `action`, one of the app's own, is sent: `POST` to this path.
  public func path(of action: ResourceAction) -> PathTemplate {
    actionPaths[action.rawValue] ?? item.appending(action.rawValue)
  }

  /// The parts of the address the item's path names besides `{id}`: an item is the same wherever
  /// it is listed unless its path says otherwise (`/notes/{id}` for `/boards/{boardId}/notes`).
  public var itemScope: Set<String> { Set(item.parameters.filter { $0 != "id" }) }

  /// What does not hold between the route and the resource, as sentences; a test wants none.
  public var inconsistencies: [String] {
    var problems: [String] = []
    let parts = Model.Address.parts.map(\.key)
    for (name, path) in [("collection", collection), ("item", item)] {
      for segment in path.malformedParameters {
        problems.append("the \(name) path's `\(segment)` is not a parameter: write `{name}`")
      }
    }
    if Set(collection.parameters) != Set(parts) || collection.parameters.count != parts.count {
      problems.append(
        "the collection path \(collection) does not name exactly the address's parts "
          + "(\(parts.joined(separator: ", ")))")
    }
    if !item.parameters.contains("id") { problems.append("the item path \(item) has no `{id}`") }
    for name in item.parameters where name != "id" && !parts.contains(name) {
      problems.append("the item path's `\(name)` is not a part of the address")
    }
    for action in Model.schema.customActions {
      let path = self.path(of: action)
      if !path.parameters.contains("id") {
        problems.append("the path of `\(action.rawValue)`, \(path), has no `{id}`")
      }
    }
    return problems
  }
}

/// How an API takes an edit of one item.
public enum EditMethod: Hashable, Sendable {
  /// `PATCH` with only the changed fields, so a field someone else changed meanwhile is never
  /// written back with an old value.
  case patch
  /// `PUT` of the whole item as read, changes applied, for an API without `PATCH`. A field someone
  /// else changed meanwhile conflicts if the edit changes it too, else goes back as read.
  case put
}

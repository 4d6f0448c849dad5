/// Everything the layers need to know about a ``Resource``, said once: its names, where the
/// server keeps it, what may be done with it, and its fields.
public struct ResourceSchema<Model: Resource>: Sendable {
  /// What the resource is called.
  public let names: ResourceNames
  /// The collection's path, such as `/users/{userId}/todos`.
  public let collection: PathTemplate
  /// One item's path, such as `/todos/{id}`; `{id}` is the item's identifier.
  public let item: PathTemplate
  /// What may be done with it.
  public let actions: Set<ResourceAction>
  /// Every field but `id`, in the order people read them.
  public let fields: [ResourceField<Model>]
  /// The key of the field a one-line row shows.
  public let summaryKey: String?

  /// Describes a resource.
  ///
  /// - Parameters:
  ///   - singular: One item's name, UpperCamelCase: `Todo`.
  ///   - plural: The collection's name, UpperCamelCase: `Todos`.
  ///   - collection: The collection's path.
  ///   - item: One item's path; by default the collection's last word and the id, as
  ///     JSONPlaceholder has it: `/todos/{id}` for `/users/{userId}/todos`.
  ///   - actions: What may be done with it; by default reading it.
  ///   - summary: The field a row shows; by default the first text field.
  ///   - fields: Every field but `id`.
  public init(
    singular: String, plural: String, collection: PathTemplate, item: PathTemplate? = nil,
    actions: Set<ResourceAction> = [.list, .show], summary: Model.CodingKeys? = nil,
    fields: [ResourceField<Model>]
  ) {
    self.names = ResourceNames(singular: singular, plural: plural)
    self.collection = collection
    self.item = item ?? PathTemplate("/\(collection.lastLiteral ?? plural.lowercased())/{id}")
    self.actions = actions
    self.fields = fields
    self.summaryKey =
      summary?.stringValue ?? fields.first { $0.kind == .text }?.key ?? fields.first?.key
  }

  /// The field whose key is `key`.
  public func field(_ key: String) -> ResourceField<Model>? {
    fields.first { $0.key == key }
  }

  /// The parameters that name one collection: those of the collection's path.
  public var collectionParameters: [PathParameter] { collection.parameters }

  /// The parameters the item's path needs besides `id`.
  public var itemParameters: [PathParameter] { item.parameters.filter { $0.name != "id" } }

  /// Every field's value in `model`, by key.
  public func values(of model: Model) -> FieldValues {
    var values: FieldValues = [:]
    for field in fields { values[field.key] = field.value(in: model) }
    return values
  }

  /// The one-line summary of `model`: its summary field, shown as text.
  public func summary(of model: Model) -> String {
    guard let key = summaryKey, let field = field(key) else { return "" }
    return field.kind.display(field.value(in: model))
  }
}

/// Field values by key: what a person typed, a change waiting to be sent, a request's body.
public typealias FieldValues = [String: FieldValue]

extension ResourceSchema {
  /// What does not hold together in the schema, as sentences; none for a sound one. A
  /// feature's test asserts there are none, so a field added to the type and forgotten here (or
  /// the other way round) fails at once.
  public var inconsistencies: [String] {
    var problems: [String] = []
    let codingKeys = Model.CodingKeys.allCases.map(\.stringValue)
    let keys = fields.map(\.key)
    if !codingKeys.contains("id") { problems.append("no coding key is `id`") }
    for key in codingKeys where key != "id" && !keys.contains(key) {
      problems.append("coding key `\(key)` has no field")
    }
    if keys.contains("id") { problems.append("`id` is a field; it is implicit") }
    if Set(keys).count != keys.count { problems.append("a field is listed twice") }
    if let summaryKey, !keys.contains(summaryKey) {
      problems.append("the summary `\(summaryKey)` is not a field")
    }
    for (name, path) in [("collection", collection), ("item", item)] {
      for segment in path.malformedParameters {
        problems.append(
          "the \(name) path's `\(segment)` is not a parameter: write `{name}` or `{name:String}`")
      }
    }
    if !item.parameters.contains(where: { $0.name == "id" && $0.kind == .integer }) {
      problems.append("the item path \(item) has no `{id}`")
    }
    let collectionNames = Set(collection.parameters.map(\.name))
    for parameter in item.parameters where parameter.name != "id" {
      if !collectionNames.contains(parameter.name) {
        problems.append("the item path's `\(parameter.name)` is not the collection path's")
      }
    }
    return problems
  }
}

/// What the layers need to know about what a ``Resource`` is, said once.
public struct ResourceSchema<Model: Resource>: Sendable {
  /// What the resource is called.
  public let names: ResourceNames
  /// The name its stored copies and queued changes are kept under, such as `todos`. It never
  /// changes once data exists: renaming the type or its commands leaves what was kept readable.
  public let storageName: String
  /// What may be done with it, in the order help lists them.
  public let actions: [ResourceAction]
  /// The resource it is listed under, if any: the book of a book's chapters.
  public let parent: ResourceParent<Model>?
  /// Every field but `id`, in the order people read them.
  public let fields: [ResourceField<Model>]

  /// Describes a resource: `singular` and `plural` in UpperCamelCase (`Todo`, `Todos`), and a
  /// `storageName` of lowercase letters, digits and dashes (`todos`).
  public init(
    singular: String, plural: String, storageName: String,
    actions: [ResourceAction] = [.list, .show], parent: ResourceParent<Model>? = nil,
    fields: [ResourceField<Model>]
  ) {
    self.names = ResourceNames(singular: singular, plural: plural)
    self.storageName = storageName
    self.actions = actions
    self.parent = parent
    self.fields = fields
  }

  /// Whether `action` may be done with it.
  public func allows(_ action: ResourceAction) -> Bool {
    actions.contains(action)
  }

  /// The actions of the app's own, such as `archive`.
  public var customActions: [ResourceAction] { actions.filter(\.isCustom) }

  /// The field whose key is `key`.
  public func field(_ key: String) -> ResourceField<Model>? {
    fields.first { $0.key == key }
  }

  /// The field that stands for `property`.
  public func field(for property: PartialKeyPath<Model>) -> ResourceField<Model>? {
    fields.first { $0.property == property }
  }

  /// Every field's value in `model`, by key: what is kept of it, and sent.
  public func values(of model: Model) -> FieldValues {
    var values: FieldValues = [:]
    for field in fields { values[field.key] = field.value(in: model) }
    return values
  }
}

extension ResourceSchema {
  /// What does not hold together in the schema, as sentences: a feature's test asserts there are
  /// none, so a field added to the type and not here (or the other way round) fails at once.
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
    if storageName.isEmpty
      || !storageName.allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" })
    {
      problems.append("the storage name `\(storageName)` is not lowercase letters, digits and -")
    }
    if Set(actions).count != actions.count { problems.append("an action is listed twice") }
    for action in customActions
    where action.rawValue.isEmpty || !action.rawValue.allSatisfy({ $0.isASCII && $0.isLetter }) {
      problems.append("the action `\(action.rawValue)` is not a name of letters")
    }
    for part in Model.Address.parts {
      if let field = field(part.key), field.kind != part.kind || field.isOptional {
        problems.append("the field `\(part.key)` is also the address's, so it must be its kind")
      }
    }
    if let parent, !Model.Address.parts.contains(where: { $0.key == parent.key }) {
      problems.append("the parent's key `\(parent.key)` is not a part of the address")
    }
    if let parent, let part = Model.Address.parts.first(where: { $0.key == parent.key }),
      part.kind != parent.identifierKind
    {
      problems.append("the address's `\(parent.key)` is not of the kind of the parent's id")
    }
    return problems
  }
}

/// Some or all of an item's fields, without its identifier, as an add or edit sends them. It is
/// read and written by property, so code that knows the type never spells a wire name:
///
/// <!-- snippet: given notes: any ResourceRepository<Note> -->
/// ```swift
/// var draft = Draft<Note>()
/// draft[\.title] = "Buy milk"
/// draft[\.pinned] = false
/// let written = try await notes.add(draft, to: Note.Address(boardID: 1))
/// ```
///
/// A draft from typed text (``ResourceSchema/addition(from:)``) is checked by each field's kind
/// and rules; one set by property holds what the type allows.
public struct Draft<Model: Resource>: Hashable, Sendable {
  /// The fields given, by key, as JSON holds them: what the outbox keeps and a request sends.
  public private(set) var values: FieldValues

  /// A draft with no field given.
  public init() {
    values = [:]
  }

  /// Every field of `item`.
  public init(_ item: Model) {
    values = Model.schema.values(of: item)
  }

  /// Values already checked against the schema.
  init(checked values: FieldValues) {
    self.values = values
  }

  /// A draft of `values` from outside; throws for an unknown field or a value of the wrong kind.
  public init(checking values: FieldValues) throws(ResourceValidationError) {
    self.values = try Model.schema.checked(values, requireAll: false)
  }

  /// The value given for `property`, `nil` if none and `.some(nil)` for an optional field cleared.
  /// Setting `nil` forgets the field; a property outside the schema is neither read nor written.
  public subscript<Value: FieldRepresentable>(_ property: KeyPath<Model, Value>) -> Value? {
    get {
      guard let field = Model.schema.field(for: property), let value = values[field.key] else {
        return nil
      }
      return Value(fieldValue: value)
    }
    set {
      guard let field = Model.schema.field(for: property) else { return }
      values[field.key] = newValue?.fieldValue
    }
  }

  /// Whether no field is given.
  public var isEmpty: Bool { values.isEmpty }

  /// The fields whose value differs from `original`'s: what an edit from `original` sends.
  public func changes(from original: Draft) -> Draft {
    Draft(checked: values.filter { key, value in !Self.same(original.values[key], value, key) })
  }

  /// This draft, then `other`'s fields over it.
  public func merging(_ other: Draft) -> Draft {
    Draft(checked: values.merging(other.values) { _, new in new })
  }

  /// The item named `id` with these fields; throws `DecodingError` when a required one is missing.
  public func item(id: Model.ID) throws -> Model {
    var object = values
    object["id"] = id.fieldValue
    return try ResourceCoding.decode(Model.self, from: .object(object))
  }

  /// `item` with these fields over its own; throws `DecodingError` if a required one is cleared.
  public func applied(to item: Model) throws -> Model {
    try Draft(item).merging(self).item(id: item.id)
  }

  /// Whether `one` and `other` are the same value of field `key`, as its kind reads them.
  public static func same(_ one: FieldValue?, _ other: FieldValue?, _ key: String) -> Bool {
    guard let one, let other else { return one == other }
    guard let kind = Model.schema.field(key)?.kind else { return one == other }
    return kind.same(one, other)
  }
}

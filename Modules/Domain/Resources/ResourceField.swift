/// One field of a resource: the name the server and `--json` give it, a label for people, and
/// its kind, which comes from the Swift type of the property it stands for.
///
/// ```swift
/// ResourceField(.dueOn, \Todo.dueOn)   // "dueOn", "Due on", an optional date
/// ```
public struct ResourceField<Model: Resource>: Sendable {
  /// The field's name on the wire and in `--json`, such as `dueOn`: its coding key.
  public let key: String
  /// The field's name for people, such as "Due on".
  public let label: String
  /// What the field holds.
  public let kind: FieldKind
  /// Whether the field may have no value.
  public let isOptional: Bool
  private let read: @Sendable (Model) -> FieldValue

  /// The field for `property`, coded under `key`.
  ///
  /// - Parameters:
  ///   - key: The property's coding key; its raw value is the name on the wire.
  ///   - property: The property: its type gives the kind, and the field's value is read from it.
  ///   - label: The name for people; by default the key in words ("userId" → "User ID").
  public init<Value: FieldRepresentable>(
    _ key: Model.CodingKeys, _ property: any KeyPath<Model, Value> & Sendable, label: String? = nil
  ) {
    self.key = key.stringValue
    self.label = label ?? ResourceNames.words(key.stringValue)
    self.kind = Value.fieldKind
    self.isOptional = Value.isOptionalField
    self.read = { model in model[keyPath: property].fieldValue }
  }

  /// The field's value in `model`.
  public func value(in model: Model) -> FieldValue {
    read(model)
  }
}

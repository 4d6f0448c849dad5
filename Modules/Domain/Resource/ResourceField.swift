/// One field of a resource: its name on the wire, its kind (from its property's Swift type), and
/// the app's own rules for its values.
///
/// ```swift
/// ResourceField(.dueOn, \Note.dueOn)                        // "dueOn", an optional date
/// ResourceField(.title, \Note.title, rules: [.length(1...80)])
/// ```
public struct ResourceField<Model: Resource>: Sendable {
  /// The field's name on the wire and in `--json`, such as `dueOn`: its coding key.
  public let key: String
  /// What the field holds.
  public let kind: FieldKind
  /// Whether the field may have no value.
  public let isOptional: Bool
  /// The property it stands for, to find the field from a key path.
  public let property: any PartialKeyPath<Model> & Sendable
  private let read: @Sendable (Model) -> FieldValue
  private let rules: @Sendable (FieldValue) -> FieldProblem?

  /// The field for `property`, whose type gives its kind, coded under `key`, whose values keep
  /// `rules`: checked in order, the first broken one reported.
  public init<Value: FieldRepresentable>(
    _ key: Model.CodingKeys, _ property: any KeyPath<Model, Value> & Sendable,
    rules: [FieldRule<Value>] = []
  ) {
    self.init(key, property, optional: Value.isOptionalField, kind: Value.fieldKind) { value in
      guard let typed = Value(fieldValue: value) else { return nil }
      return rules.lazy.compactMap { $0.problem(typed) }.first
    }
  }

  /// The optional field for `property`, coded under `key`, whose values, when given, keep `rules`.
  public init<Value: FieldRepresentable>(
    _ key: Model.CodingKeys, _ property: any KeyPath<Model, Value?> & Sendable,
    rules: [FieldRule<Value>]
  ) {
    self.init(key, property, optional: true, kind: Value.fieldKind) { value in
      guard let typed = Value(fieldValue: value) else { return nil }
      return rules.lazy.compactMap { $0.problem(typed) }.first
    }
  }

  private init<Value: FieldRepresentable>(
    _ key: Model.CodingKeys, _ property: any KeyPath<Model, Value> & Sendable, optional: Bool,
    kind: FieldKind, rules: @escaping @Sendable (FieldValue) -> FieldProblem?
  ) {
    self.key = key.stringValue
    self.kind = kind
    self.isOptional = optional
    self.property = property
    self.read = { model in model[keyPath: property].fieldValue }
    self.rules = rules
  }

  /// The field's value in `model`.
  public func value(in model: Model) -> FieldValue {
    read(model)
  }

  /// Checks a value by the field's kind, then its rules, and returns its canonical form; `null`
  /// passes, for the caller to judge.
  public func check(_ value: FieldValue) throws(FieldProblem) -> FieldValue {
    let checked = try kind.check(value)
    guard checked != .null else { return checked }
    if let problem = rules(checked) { throw problem }
    return checked
  }
}

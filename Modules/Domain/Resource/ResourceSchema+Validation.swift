extension ResourceSchema {
  /// A new item's fields from the input by key. Every required field must be given, an optional
  /// one not given is left to the server, and every problem is thrown at once.
  public func addition(from input: [String: FieldInput]) throws(ResourceValidationError)
    -> Draft<Model>
  {
    Draft(checked: try values(from: input, requireAll: true))
  }

  /// The fields to change, from the input by key. It throws every problem at once (a required
  /// field cannot be cleared), or ``ResourceValidationError/nothingToChange`` for empty input.
  public func changes(from input: [String: FieldInput]) throws(ResourceValidationError)
    -> Draft<Model>
  {
    guard !input.isEmpty else { throw .nothingToChange }
    return Draft(checked: try values(from: input, requireAll: false))
  }

  /// Checks values from outside as typed ones are, and returns their canonical form; `requireAll`
  /// demands every required field, as a new item does. Every problem is thrown at once.
  public func checked(_ values: FieldValues, requireAll: Bool) throws(ResourceValidationError)
    -> FieldValues
  {
    try self.values(from: values.mapValues(FieldInput.value), requireAll: requireAll)
  }

  private func values(from input: [String: FieldInput], requireAll: Bool)
    throws(ResourceValidationError) -> FieldValues
  {
    let unknown = input.keys.filter { field($0) == nil }.sorted()
    guard unknown.isEmpty else { throw .unknownFields(unknown) }
    var values: FieldValues = [:]
    var problems: [String: FieldProblem] = [:]
    for field in fields {
      guard let given = input[field.key] else {
        if requireAll && !field.isOptional { problems[field.key] = .missing }
        continue
      }
      do throws(FieldProblem) {
        let value = try given.value(of: field)
        if value == .null && !field.isOptional {
          throw requireAll ? FieldProblem.missing : .cannotBeCleared
        }
        if case .text(let text) = value, field.kind == .text, text.isEmpty, !field.isOptional {
          throw FieldProblem.empty
        }
        values[field.key] = value
      } catch {
        problems[field.key] = error
      }
    }
    guard problems.isEmpty else { throw .invalidFields(problems) }
    return values
  }
}

/// What was given for one field: text a person typed, a value from elsewhere, or "clear it".
public enum FieldInput: Hashable, Sendable {
  /// Text typed for the field, read by its kind.
  case text(String)
  /// A value, checked against its kind.
  case value(FieldValue)
  /// No value: an optional field cleared.
  case clear

  /// The value this input gives `field`, checked by its kind and its rules.
  public func value<Model>(of field: ResourceField<Model>) throws(FieldProblem) -> FieldValue {
    switch self {
    case .text(let text): try field.check(try field.kind.parse(text))
    case .value(let value): try field.check(value)
    case .clear: .null
    }
  }
}

/// Why the values given for a resource cannot be used. Nothing is sent when this is thrown.
public enum ResourceValidationError: Error, Hashable, Sendable {
  /// No field was given, so there is nothing to change.
  case nothingToChange
  /// Values were given for fields the resource does not have; their keys.
  case unknownFields([String])
  /// At least one field's value is wrong; every problem, by field key.
  case invalidFields([String: FieldProblem])
}

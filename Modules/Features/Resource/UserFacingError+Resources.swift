public import Domain

extension UserFacingError {
  /// The words for a resource's values that failed validation: each field's problem, in order.
  public init<Model: Presentable>(_ error: ResourceValidationError, of model: Model.Type) {
    switch error {
    case .nothingToChange:
      self.init(category: .invalidInput, message: "Nothing to change: give a field a new value.")
    case .unknownFields(let keys):
      self.init(
        category: .invalidInput,
        message: "\(Model.schema.names.singular) has no field \(keys.joined(separator: ", ")).")
    case .invalidFields(let problems):
      let messages = Model.schema.fields.compactMap { field in
        problems[field.key].map { Self.message(for: $0, named: Model.label(of: field)) }
      }
      let others = problems.keys.filter { Model.schema.field($0) == nil }.sorted().compactMap {
        key in problems[key].map { Self.message(for: $0, named: ResourceWords.label(key)) }
      }
      self.init(category: .invalidInput, message: (messages + others).joined(separator: " "))
    }
  }
}

import Domain

/// The commands of a resource, made from its schema: `strata todos` to list it,
/// `strata todo show` for one item, and `add`, `edit`, `delete` as its actions allow.
enum ResourceCommands {
  /// The command types of `model`, in the order help lists them.
  static func types<Model: Resource>(for model: Model.Type) -> [any Command.Type] {
    let actions = Model.schema.actions
    var types: [any Command.Type] = []
    if actions.contains(.list) { types.append(ResourceListCommand<Model>.self) }
    if actions.contains(.show) { types.append(ResourceShowCommand<Model>.self) }
    if actions.contains(.add) { types.append(ResourceAddCommand<Model>.self) }
    if actions.contains(.edit) { types.append(ResourceEditCommand<Model>.self) }
    if actions.contains(.delete) { types.append(ResourceDeleteCommand<Model>.self) }
    return types
  }
}

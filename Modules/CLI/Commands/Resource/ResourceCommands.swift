import Domain
import Features
import Networking

/// A resource the command line serves: what it is, where it travels, how it reads. Every
/// resource in ``Resources/all`` is one.
typealias AppResource = Presentable & RemoteResource

/// The commands of a resource, made from its schema: `strata todos`, `strata todo show`, `add`,
/// `edit` and `delete` as its actions allow, and one per action of its own (`strata book archive`).
enum ResourceCommands {
  /// The commands of `model`, in the order help lists them.
  static func entries<Model: AppResource>(for model: Model.Type) -> [CommandEntry] {
    let schema = Model.schema
    var entries: [CommandEntry] = []
    if schema.allows(.list) { entries.append(ResourceListCommand<Model>.entry) }
    if schema.allows(.show) { entries.append(ResourceShowCommand<Model>.entry) }
    if schema.allows(.add) { entries.append(ResourceAddCommand<Model>.entry) }
    if schema.allows(.edit) { entries.append(ResourceEditCommand<Model>.entry) }
    if schema.allows(.delete) { entries.append(ResourceDeleteCommand<Model>.entry) }
    for action in schema.customActions {
      entries.append(ResourceActionCommand<Model>.entry(for: action))
    }
    return entries
  }
}

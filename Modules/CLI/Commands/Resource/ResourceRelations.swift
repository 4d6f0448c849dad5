import Domain
import Features

/// How the command line goes from an item to the lists under it: `strata book show dune` ends
/// with the command that lists its chapters, `strata chapters --slug dune`.
enum ResourceRelations<Model: AppResource> {
  /// The resources listed under `Model`'s items, among the app's.
  static var children: [any AppResource.Type] {
    Resources.all.filter { $0.parentResource == Model.self }
  }

  /// For help: the lists under an item, when there are any.
  static var discussion: String {
    let names = children.map { "'strata \($0.listCommandName)'" }
    guard !names.isEmpty else { return "" }
    return " Its " + names.joined(separator: ", ") + " are listed under it: the last lines "
      + "shown say how."
  }

  /// The command that lists each resource under `item`, at `address`.
  static func commands(under item: Model, at address: Model.Address) -> [String] {
    children.compactMap { $0.listCommand(under: item, at: address.values) }
  }
}

extension Resource where Self: AppResource {
  /// The resource this one is listed under.
  static var parentResource: (any Resource.Type)? { schema.parent?.resource }

  /// The command that lists it: `chapters`.
  static var listCommandName: String { schema.names.listCommand }

  /// The command that lists this resource's items under `parent`, listed at `values`:
  /// `strata chapters --slug dune`.
  static func listCommand(under parent: any Resource, at values: FieldValues) -> String? {
    guard let address = schema.parent?.address(ofAny: parent, at: values) else { return nil }
    return "strata \(schema.names.listCommand)" + Renderer.options(of: address.values, Self.self)
  }
}

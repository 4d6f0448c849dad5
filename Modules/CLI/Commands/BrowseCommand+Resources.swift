import TerminalUI

extension BrowseCommand {
  /// The resources' screens: one generic screen serving each resource.
  @MainActor static func resources(_ dependencies: Dependencies) -> [BrowseFeature] {
    dependencies.served.resources.map { feature(for: $0, dependencies) }
  }

  @MainActor private static func feature<Model: AppResource>(
    for model: Model.Type, _ dependencies: Dependencies
  ) -> BrowseFeature {
    BrowseFeature.resource(Model.self, repository: dependencies.resource(Model.self))
  }
}

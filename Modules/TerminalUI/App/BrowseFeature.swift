public import Domain
public import Repositories

/// A resource's lists in `strata browse`: its name, the parameters its collection needs, and
/// how to open the list for their values. `m` on the article list shows every one.
///
/// The composition root makes one per resource from its repository
/// (``resource(_:repository:)``): the screens are generic, so no screen is written for any
/// resource.
public struct BrowseFeature: Sendable {
  /// The resource's name, such as "Todos".
  public var name: String
  /// The parameters of its collection's path, in order, such as `userId`.
  public var parameters: [PathParameter]
  /// Makes the list's screen for the parameters' values.
  public var open:
    @MainActor @Sendable (_ values: PathValues, _ environment: BrowseEnvironment)
      -> any Screen

  /// Creates a feature's entry.
  public init(
    name: String, parameters: [PathParameter],
    open: @escaping @MainActor @Sendable (PathValues, BrowseEnvironment) -> any Screen
  ) {
    self.name = name
    self.parameters = parameters
    self.open = open
  }

  /// The entry of `Model`'s lists, read from and written through `repository`.
  public static func resource<Model: Resource>(
    _ model: Model.Type, repository: any ResourceRepository<Model>
  ) -> BrowseFeature {
    BrowseFeature(name: Model.schema.names.plural, parameters: Model.schema.collectionParameters) {
      values, environment in
      ResourceListScreen<Model>(
        repository: repository, collection: values, environment: environment)
    }
  }
}

public import Domain
public import Features
public import Repositories

/// One feature on the home screen of `strata browse`, hand-written (``screen(_:open:)``) or a
/// resource (``resource(_:repository:)``). A resource listed under another, such as a book's
/// chapters, also opens from its parent's item (``openUnder``).
public struct BrowseFeature: Sendable {
  /// One part of the address a feature asks for before it opens.
  public struct Part: Sendable {
    /// The part's name in the API: `userId`.
    public var key: String
    /// What it holds: a whole number, text, or a UUID.
    public var kind: FieldKind
    /// Its name for people: "User ID".
    public var label: String { ResourceWords.label(key) }
  }

  /// The feature's name, such as "Todos".
  public var name: String
  /// The parts of the address it asks for, in order; none for a feature that just opens.
  public var parts: [Part]
  /// The resource it lists, when it is one.
  public var resource: (any Resource.Type)?
  /// The resource it is listed under, when it is one nested under another.
  public var parent: (any Resource.Type)?
  /// Makes its screen for the address whose parts have these values, or `nil` if they make none.
  public var open:
    @MainActor @Sendable (_ values: FieldValues, _ environment: BrowseEnvironment) -> (any Screen)?
  /// Makes its screen for the children of `parent`, an item of ``parent`` listed at the address
  /// whose parts have `values`; `nil` when it is not listed under that item's resource.
  public var openUnder:
    @MainActor @Sendable (
      _ parent: any Resource, _ values: FieldValues, _ environment: BrowseEnvironment
    ) -> (any Screen)?

  /// A feature with a screen of its own, written by hand, that asks for nothing.
  public static func screen(
    _ name: String, open: @escaping @MainActor @Sendable (BrowseEnvironment) -> any Screen
  ) -> BrowseFeature {
    BrowseFeature(
      name: name, parts: [], resource: nil, parent: nil,
      open: { _, environment in open(environment) }, openUnder: { _, _, _ in nil })
  }

  /// The lists of resource `Model`, read from and written through `repository`.
  public static func resource<Model: Presentable>(
    _ model: Model.Type, repository: any ResourceRepository<Model>
  ) -> BrowseFeature {
    BrowseFeature(
      name: Model.schema.names.plural,
      parts: Model.Address.parts.map { Part(key: $0.key, kind: $0.kind) },
      resource: Model.self, parent: Model.schema.parent?.resource,
      open: { values, environment in
        guard let address = try? Model.Address(values: values) else { return nil }
        return ResourceListScreen<Model>(
          repository: repository, address: address, environment: environment)
      },
      openUnder: { parent, values, environment in
        guard let relation = Model.schema.parent,
          let address = relation.address(ofAny: parent, at: values)
        else { return nil }
        return ResourceListScreen<Model>(
          repository: repository, address: address, environment: environment)
      })
  }
}

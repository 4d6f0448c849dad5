/// A list that a feature made by `scripts/new-feature` adds to `strata browse`: its name, the
/// parameters its path needs, and how to open it.
///
/// The feature's command describes itself with one (see the CLI's `BrowsableCommand`); the
/// composition root puts them all in ``BrowseEnvironment/features``, and `m` on the article list
/// shows them. Choosing one asks for its parameters if it has any (``ParametersScreen``), then shows the list
/// (``RecordsScreen``).
public struct BrowseFeature: Sendable {
  /// The feature's name, such as "Comments".
  public var name: String
  /// The names of its path's parameters, in order, such as `["post id"]`.
  public var parameters: [String]
  /// Makes the list for one value per parameter, in the order of ``parameters``, each at least 1.
  public var open: @MainActor @Sendable (_ values: [Int]) -> RecordList

  /// Creates a feature's entry.
  public init(
    name: String, parameters: [String],
    open: @escaping @MainActor @Sendable (_ values: [Int]) -> RecordList
  ) {
    self.name = name
    self.parameters = parameters
    self.open = open
  }
}

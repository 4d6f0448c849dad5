public import Domain
public import Repositories
public import TestSupport

/// A ``Repositories/ResourceRepository`` whose every call is configured by the test and
/// recorded: the double for any resource's repository.
///
/// ```swift
/// let todos = MockResourceRepository<Todo>()
/// todos.list.answers { call in Fetched(Page(items: [], page: call.page.page, perPage: 10)) }
/// let viewModel = ListViewModel(repository: todos, collection: [:])
/// await viewModel.load()
/// ```
public final class MockResourceRepository<Model: Resource>: ResourceRepository {
  /// The arguments of a ``list(_:page:policy:)`` call.
  public struct ListCall: Hashable, Sendable {
    /// The collection path's parameters it was called with: `["userId": .integer(1)]`, or `[:]`.
    public var collection: PathValues
    /// Which page was asked for, and its size: the `page` argument as passed.
    public var page: PageRequest
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments of a call, to compare with ``list``'s `calls`.
    public init(collection: PathValues, page: PageRequest, policy: ReadPolicy) {
      self.collection = collection
      self.page = page
      self.policy = policy
    }
  }

  /// The arguments of an ``item(_:in:policy:)`` call.
  public struct ItemCall: Hashable, Sendable {
    /// Which item, by its identifier.
    public var id: Int
    /// The collection path's parameters it was called with: `["userId": .integer(1)]`, or `[:]`.
    public var collection: PathValues
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments of a call, to compare with ``item``'s `calls`.
    public init(id: Int, collection: PathValues, policy: ReadPolicy) {
      self.id = id
      self.collection = collection
      self.policy = policy
    }
  }

  /// The arguments of an ``add(_:in:)`` call.
  public struct AddCall: Hashable, Sendable {
    /// The new item's field values by key, as the caller passed them.
    public var values: FieldValues
    /// The collection path's parameters it was called with: `["userId": .integer(1)]`, or `[:]`.
    public var collection: PathValues

    /// Creates the arguments of a call, to compare with ``add``'s `calls`.
    public init(values: FieldValues, collection: PathValues) {
      self.values = values
      self.collection = collection
    }
  }

  /// The arguments of an ``edit(_:in:changes:seen:)`` call.
  public struct EditCall: Hashable, Sendable {
    /// Which item, by its identifier.
    public var id: Int
    /// The collection path's parameters it was called with: `["userId": .integer(1)]`, or `[:]`.
    public var collection: PathValues
    /// The changed values.
    public var changes: FieldValues
    /// The item as the person saw it.
    public var seen: Model?

    /// Creates the arguments of a call, to compare with ``edit``'s `calls`.
    public init(id: Int, collection: PathValues, changes: FieldValues, seen: Model?) {
      self.id = id
      self.collection = collection
      self.changes = changes
      self.seen = seen
    }
  }

  /// The arguments of a ``delete(_:in:)`` call.
  public struct DeleteCall: Hashable, Sendable {
    /// Which item, by its identifier.
    public var id: Int
    /// The collection path's parameters it was called with: `["userId": .integer(1)]`, or `[:]`.
    public var collection: PathValues

    /// Creates the arguments of a call, to compare with ``delete``'s `calls`.
    public init(id: Int, collection: PathValues) {
      self.id = id
      self.collection = collection
    }
  }

  /// Stands in for ``list(_:page:policy:)``.
  public let list: MockMethod<ListCall, Fetched<Page<Tracked<Model>>>, RepositoryError>
  /// Stands in for ``item(_:in:policy:)``.
  public let item: MockMethod<ItemCall, Fetched<Tracked<Model>>, RepositoryError>
  /// Stands in for ``add(_:in:)``.
  public let add: MockMethod<AddCall, Written<Model>, RepositoryError>
  /// Stands in for ``edit(_:in:changes:seen:)``.
  public let edit: MockMethod<EditCall, Written<Model?>, RepositoryError>
  /// Stands in for ``delete(_:in:)``.
  public let delete: MockMethod<DeleteCall, Written<Int>, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = "MockResourceRepository<\(Model.self)>"
    list = MockMethod("\(name).list", createdAt: site, unimplementedFailure: .unimplemented)
    item = MockMethod("\(name).item", createdAt: site, unimplementedFailure: .unimplemented)
    add = MockMethod("\(name).add", createdAt: site, unimplementedFailure: .unimplemented)
    edit = MockMethod("\(name).edit", createdAt: site, unimplementedFailure: .unimplemented)
    delete = MockMethod("\(name).delete", createdAt: site, unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``list`` was configured.
  public func list(_ collection: PathValues, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>
  {
    try await list(ListCall(collection: collection, page: page, policy: policy))
  }

  /// Records the call and answers as ``item`` was configured.
  public func item(_ id: Int, in collection: PathValues, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>
  {
    try await item(ItemCall(id: id, collection: collection, policy: policy))
  }

  /// Records the call and answers as ``add`` was configured.
  public func add(_ values: FieldValues, in collection: PathValues) async throws(RepositoryError)
    -> Written<Model>
  {
    try await add(AddCall(values: values, collection: collection))
  }

  /// Records the call and answers as ``edit`` was configured.
  public func edit(_ id: Int, in collection: PathValues, changes: FieldValues, seen: Model?)
    async throws(RepositoryError) -> Written<Model?>
  {
    try await edit(EditCall(id: id, collection: collection, changes: changes, seen: seen))
  }

  /// Records the call and answers as ``delete`` was configured.
  public func delete(_ id: Int, in collection: PathValues) async throws(RepositoryError)
    -> Written<Int>
  {
    try await delete(DeleteCall(id: id, collection: collection))
  }
}

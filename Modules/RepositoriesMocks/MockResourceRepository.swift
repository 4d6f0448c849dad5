public import Domain
public import Repositories
public import TestSupport

/// A ``Repositories/ResourceRepository`` whose every call is configured by the test and recorded.
///
/// ```swift
/// let notes = MockResourceRepository<Note>()
/// notes.list.answers { call in Fetched(Page(items: [], page: call.page.page, perPage: 10)) }
/// let viewModel = ListViewModel(repository: notes, address: Note.Address(boardID: 1))
/// await viewModel.load()
/// ```
public final class MockResourceRepository<Model: Resource>: ResourceRepository {
  /// The arguments of a ``list(_:page:policy:)`` call.
  public struct ListCall: Hashable, Sendable {
    /// The collection's address it was called with.
    public var address: Model.Address
    /// Which page was asked for, and its size.
    public var page: PageRequest
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments of a call, to compare with ``list``'s `calls`.
    public init(address: Model.Address, page: PageRequest, policy: ReadPolicy) {
      self.address = address
      self.page = page
      self.policy = policy
    }
  }

  /// The arguments of an ``item(_:in:policy:)`` call.
  public struct ItemCall: Hashable, Sendable {
    /// Which item.
    public var id: Tracked<Model>.ID
    /// The collection's address it was called with.
    public var address: Model.Address
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// Creates the arguments of a call, to compare with ``item``'s `calls`.
    public init(id: Tracked<Model>.ID, address: Model.Address, policy: ReadPolicy) {
      self.id = id
      self.address = address
      self.policy = policy
    }
  }

  /// The arguments of an ``add(_:to:)`` call.
  public struct AddCall: Hashable, Sendable {
    /// The new item's fields, as the caller passed them.
    public var draft: Draft<Model>
    /// The collection's address it was called with.
    public var address: Model.Address

    /// Creates the arguments of a call, to compare with ``add``'s `calls`.
    public init(draft: Draft<Model>, address: Model.Address) {
      self.draft = draft
      self.address = address
    }
  }

  /// The arguments of an ``edit(_:to:in:)`` call.
  public struct EditCall: Hashable, Sendable {
    /// The item as the person saw it.
    public var item: Tracked<Model>
    /// The item as wanted.
    public var wanted: Draft<Model>
    /// The collection's address it was called with.
    public var address: Model.Address

    /// Creates the arguments of a call, to compare with ``edit``'s `calls`.
    public init(item: Tracked<Model>, wanted: Draft<Model>, address: Model.Address) {
      self.item = item
      self.wanted = wanted
      self.address = address
    }
  }

  /// The arguments of a ``perform(_:on:in:)`` call.
  public struct PerformCall: Hashable, Sendable {
    /// The action: `.delete`, or one of the resource's own.
    public var action: ResourceAction
    /// Which item.
    public var id: Tracked<Model>.ID
    /// The collection's address it was called with.
    public var address: Model.Address

    /// Creates the arguments of a call, to compare with ``perform``'s `calls`.
    public init(action: ResourceAction, id: Tracked<Model>.ID, address: Model.Address) {
      self.action = action
      self.id = id
      self.address = address
    }
  }

  /// Stands in for ``list(_:page:policy:)``.
  public let list: MockMethod<ListCall, Fetched<Page<Tracked<Model>>>, RepositoryError>
  /// Stands in for ``item(_:in:policy:)``.
  public let item: MockMethod<ItemCall, Fetched<Tracked<Model>>, RepositoryError>
  /// Stands in for ``add(_:to:)``.
  public let add: MockMethod<AddCall, Written<Tracked<Model>?>, RepositoryError>
  /// Stands in for ``edit(_:to:in:)``.
  public let edit: MockMethod<EditCall, Written<Tracked<Model>?>, RepositoryError>
  /// Stands in for ``perform(_:on:in:)``.
  public let perform: MockMethod<PerformCall, Written<Tracked<Model>?>, RepositoryError>

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
    perform = MockMethod("\(name).perform", createdAt: site, unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``list`` was configured.
  public func list(_ address: Model.Address, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>
  {
    try await list(ListCall(address: address, page: page, policy: policy))
  }

  /// Records the call and answers as ``item`` was configured.
  public func item(_ id: Tracked<Model>.ID, in address: Model.Address, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>
  {
    try await item(ItemCall(id: id, address: address, policy: policy))
  }

  /// Records the call and answers as ``add`` was configured.
  public func add(_ draft: Draft<Model>, to address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    try await add(AddCall(draft: draft, address: address))
  }

  /// Records the call and answers as ``edit`` was configured.
  public func edit(_ item: Tracked<Model>, to wanted: Draft<Model>, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    try await edit(EditCall(item: item, wanted: wanted, address: address))
  }

  /// Records the call and answers as ``perform`` was configured.
  public func perform(
    _ action: ResourceAction, on id: Tracked<Model>.ID, in address: Model.Address
  ) async throws(RepositoryError) -> Written<Tracked<Model>?> {
    try await perform(PerformCall(action: action, id: id, address: address))
  }
}

public import Domain
public import Observation
public import Repositories

/// One item of a resource: loads it, deletes it, and does the resource's own actions to it.
@MainActor
@Observable
public final class ItemViewModel<Model: Resource>: ViewModel {
  /// The item, as it will be once any waiting change is sent.
  public internal(set) var state: ViewState<Tracked<Model>>
  /// The last action done to it (a delete, an `archive`): `idle` until ``perform(_:)``, then
  /// `loading`, then what it did (sent or queued) or why it failed.
  public internal(set) var action: ViewState<Written<Tracked<Model>?>> = .idle
  /// Which item: one the server named, or one added here and waiting to be sent.
  public let id: Tracked<Model>.ID
  /// The collection it is in.
  public let address: Model.Address

  private let repository: any ResourceRepository<Model>
  private let policy: ReadPolicy

  /// Creates a view model for item `id` of the collection at `address`, read from `repository`
  /// as `policy` allows, starting in `initialState`.
  public init(
    id: Tracked<Model>.ID, address: Model.Address, repository: any ResourceRepository<Model>,
    policy: ReadPolicy = .networkFirst, initialState: ViewState<Tracked<Model>> = .idle
  ) {
    self.id = id
    self.address = address
    self.repository = repository
    self.policy = policy
    self.state = initialState
  }

  /// Loads the item.
  public func load() async {
    await settle(\.state) { [repository, id, address, policy] () async throws(RepositoryError) in
      try await repository.item(id, in: address, policy: policy)
    }
  }

  /// Deletes the item: at once when the server can be reached, queued when it cannot.
  public func delete() async {
    await perform(.delete)
  }

  /// Does `action` to the item (`.delete`, or one of the resource's own): at once when the server
  /// can be reached, queued when it cannot.
  public func perform(_ action: ResourceAction) async {
    await settle(\.action) { [repository, id, address] () async throws(RepositoryError) in
      Fetched(written: try await repository.perform(action, on: id, in: address))
    }
  }
}

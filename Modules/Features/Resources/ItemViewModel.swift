public import Domain
public import Observation
public import Repositories

/// One item of a resource: loads it, and deletes it.
@MainActor
@Observable
public final class ItemViewModel<Model: Resource>: ViewModel {
  /// The item, as it will be once any waiting change is sent.
  public internal(set) var state: ViewState<Tracked<Model>>
  /// The delete: `idle` until ``delete()``, then `loading`, then what it did (sent or queued) or
  /// why it failed.
  public internal(set) var deletion: ViewState<Written<Int>> = .idle
  /// The item's identifier.
  public let id: Int
  /// The collection it is in.
  public let collection: PathValues

  private let repository: any ResourceRepository<Model>
  private let policy: ReadPolicy

  /// Creates a view model for item `id` of `collection`, read from `repository` as `policy`
  /// allows, starting in `initialState`.
  public init(
    id: Int, collection: PathValues = [:], repository: any ResourceRepository<Model>,
    policy: ReadPolicy = .networkFirst, initialState: ViewState<Tracked<Model>> = .idle
  ) {
    self.id = id
    self.collection = collection
    self.repository = repository
    self.policy = policy
    self.state = initialState
  }

  /// Loads the item.
  public func load() async {
    await settle(\.state) { [repository, id, collection, policy] () async throws(RepositoryError) in
      try await repository.item(id, in: collection, policy: policy)
    }
  }

  /// Deletes the item: at once when the server can be reached, queued when it cannot.
  public func delete() async {
    await settle(\.deletion) { [repository, id, collection] () async throws(RepositoryError) in
      Fetched(try await repository.delete(id, in: collection))
    }
  }
}

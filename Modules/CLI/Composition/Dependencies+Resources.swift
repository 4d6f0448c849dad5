import Networking
import Repositories
import Storage

extension Dependencies {
  /// How the API pages its lists, the json-server way of JSONPlaceholder and the embedded backend.
  /// Another convention (`.drf`, say) goes here; a resource that differs says so in its route.
  static let apiPaging = Paging.jsonServer

  /// The repository of `Model`, read network first, cached, and written through the outbox.
  func resource<Model: AppResource>(_ model: Model.Type) -> any ResourceRepository<Model> {
    let repository = remote(Model.self)
    guard let tracer else { return repository }
    return TracingResourceRepository(base: repository, tracer: tracer)
  }

  /// The repository of `Model` over the API, the cache and the outbox: untraced, as a sync
  /// part is (the sync is traced whole).
  func remote<Model: AppResource>(_ model: Model.Type) -> RemoteResourceRepository<Model> {
    RemoteResourceRepository<Model>(api: api, store: cache, queue: changes, paging: Self.apiPaging)
  }
}

extension Served {
  /// The commands of every resource, made from each one's schema.
  var commands: [CommandEntry] {
    resources.flatMap { ResourceCommands.entries(for: $0) }
  }

  /// The outbox's sender of every resource.
  func senders(api: any APIClient, cache: DocumentStore) -> [any ChangeSending] {
    resources.map { sender(for: $0, api: api, cache: cache) }
  }

  /// A part of the sync for every resource: its lists and items read before, read again.
  func parts(_ dependencies: Dependencies) -> [any SyncPart] {
    resources.map { part(for: $0, dependencies) }
  }

  private func sender<Model: AppResource>(
    for model: Model.Type, api: any APIClient, cache: DocumentStore
  ) -> any ChangeSending {
    ResourceChangeSender<Model>(api: api, store: cache)
  }

  private func part<Model: AppResource>(for model: Model.Type, _ dependencies: Dependencies)
    -> any SyncPart
  {
    dependencies.remote(Model.self)
  }
}

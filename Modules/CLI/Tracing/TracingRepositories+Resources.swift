import Domain
import Repositories

/// Traces a ``ResourceRepository``: any resource's.
struct TracingResourceRepository<Model: Resource>: ResourceRepository {
  let base: any ResourceRepository<Model>
  let tracer: Tracer
  var name: String { "RemoteResourceRepository<\(Model.self)>" }

  func list(_ address: Model.Address, page: PageRequest, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Page<Tracked<Model>>>
  {
    try await tracer.hop(
      "Repositories",
      "\(name).list(\(describeAddress(address)), page: \(page.page), perPage: \(page.perPage), "
        + "policy: \(policy))",
      outcome: describeItems
    ) { () async throws(RepositoryError) in
      try await base.list(address, page: page, policy: policy)
    }
  }

  func item(_ id: Tracked<Model>.ID, in address: Model.Address, policy: ReadPolicy)
    async throws(RepositoryError) -> Fetched<Tracked<Model>>
  {
    let outcome: (Fetched<Tracked<Model>>) -> String = describe
    return try await tracer.hop(
      "Repositories", "\(name).item(\(id), policy: \(policy))", outcome: outcome
    ) { () async throws(RepositoryError) in
      try await base.item(id, in: address, policy: policy)
    }
  }

  func add(_ draft: Draft<Model>, to address: Model.Address) async throws(RepositoryError)
    -> Written<Tracked<Model>?>
  {
    try await tracer.hop(
      "Repositories", "\(name).add(\(draft.values.count) fields)", outcome: written
    ) { () async throws(RepositoryError) in try await base.add(draft, to: address) }
  }

  func edit(_ item: Tracked<Model>, to wanted: Draft<Model>, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    let changed = wanted.changes(from: item.draft).values.count
    return try await tracer.hop(
      "Repositories", "\(name).edit(\(item.id), \(changed) fields)", outcome: written
    ) { () async throws(RepositoryError) in
      try await base.edit(item, to: wanted, in: address)
    }
  }

  func perform(_ action: ResourceAction, on id: Tracked<Model>.ID, in address: Model.Address)
    async throws(RepositoryError) -> Written<Tracked<Model>?>
  {
    try await tracer.hop(
      "Repositories", "\(name).perform(\(action.rawValue), on: \(id))", outcome: written
    ) { () async throws(RepositoryError) in
      try await base.perform(action, on: id, in: address)
    }
  }

  private func describeAddress(_ address: Model.Address) -> String {
    let values = address.values
    return "["
      + values.keys.sorted().map { "\($0): \(values[$0]?.identifierText ?? "")" }
      .joined(separator: ", ") + "]"
  }
}

private func describeItems<Item>(_ fetched: Fetched<Page<Item>>) -> String {
  "\(fetched.value.items.count) items, " + describe(fetched)
}

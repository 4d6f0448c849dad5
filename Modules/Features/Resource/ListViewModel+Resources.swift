public import Domain
public import Repositories

extension ListViewModel {
  /// Creates a view model that reads the collection at `address` from `repository`, from
  /// `firstPage` on; items with a change waiting in the outbox are marked.
  public convenience init<Model: Resource>(
    repository: any ResourceRepository<Model>, address: Model.Address,
    firstPage: PageRequest = .first, policy: ReadPolicy = .networkFirst,
    initialState: ViewState<Feed<Item>> = .idle
  ) where Item == Tracked<Model> {
    self.init(firstPage: firstPage, policy: policy, initialState: initialState) {
      request, policy async throws(RepositoryError) in
      try await repository.list(address, page: request, policy: policy)
    }
  }
}

extension Feed {
  /// The server's total plus the offline adds shown, which it cannot count yet; `nil` when the
  /// server gives none. Waiting deletes still count, and ``totalCount`` stays the server's.
  public func totalCountWithOfflineAdds<Model: Resource>() -> Int? where Item == Tracked<Model> {
    guard let totalCount else { return nil }
    let (sum, overflow) = totalCount.addingReportingOverflow(items.count(where: \.isUnsent))
    return overflow ? totalCount : sum
  }
}

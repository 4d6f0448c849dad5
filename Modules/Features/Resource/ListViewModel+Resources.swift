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
  /// How many items the whole list holds, with the offline adds the first page shows, which the
  /// server cannot count yet; `nil` when the server does not say. A waiting delete still counts:
  /// the server holds its item until it is sent. ``totalCount`` stays the server's, for paging.
  public func totalCountWithOfflineAdds<Model: Resource>() -> Int? where Item == Tracked<Model> {
    guard let totalCount else { return nil }
    let (sum, overflow) = totalCount.addingReportingOverflow(items.count(where: \.isUnsent))
    return overflow ? totalCount : sum
  }
}

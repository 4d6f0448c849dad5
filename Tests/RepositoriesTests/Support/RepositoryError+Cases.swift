import Repositories

extension RepositoryError {
  /// The store's failure, when the error is one: for `#require` in tests.
  var storeFailure: StoreFailure? {
    if case .storageFailed(let failure) = self { return failure }
    return nil
  }

  /// The conflict, when the error is one: for `#require` in tests.
  var conflict: ChangeConflict? {
    if case .conflict(let conflict) = self { return conflict }
    return nil
  }
}

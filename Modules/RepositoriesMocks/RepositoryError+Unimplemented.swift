import Repositories

extension RepositoryError {
  /// What a mock throws, after failing the test, for a call the test did not configure:
  /// `cancelled`, the one error that claims no cause. The test has failed already, at the line
  /// that made the mock; an invented network failure would only send a reader looking for one.
  static let unimplemented = RepositoryError.cancelled
}

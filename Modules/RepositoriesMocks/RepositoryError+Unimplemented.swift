import Repositories

extension RepositoryError {
  /// What a mock throws for an unconfigured call, after failing the test. It is `cancelled`, the
  /// one error that claims no cause, so no reader goes looking for an invented network failure.
  static let unimplemented = RepositoryError.cancelled
}

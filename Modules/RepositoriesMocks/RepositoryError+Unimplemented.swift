import Networking
import Repositories

extension RepositoryError {
  /// What a mock throws, after failing the test, for a call the test did not configure.
  static let unimplemented = RepositoryError.unavailable(
    Unavailability(.other(description: "unimplemented mock call"), underlyingError: .cancelled))
}

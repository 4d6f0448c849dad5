import Repositories
import Storage

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

extension RepositoryError {
  /// What reading the file at `path` becomes when the disk answers with an I/O error (`EIO`):
  /// a storage failure with its reason, in the system's words, and its cause.
  static func ioErrorReading(_ path: String) -> RepositoryError {
    .storageFailed(
      StoreFailure(
        path: path, .system(code: SystemError.ioFailure.code, description: "Input/output error"),
        underlyingError: .readFailed(path: path, .ioFailure)))
  }
}

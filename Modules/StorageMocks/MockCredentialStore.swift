public import Domain
public import Storage
import Synchronization

/// An in-memory ``Storage/CredentialStoring`` that loads what it saved and fails on demand.
///
/// ```swift
/// let credentials = MockCredentialStore()
/// credentials.fail(.save, with: .outOfSpace(path: "/data/credentials"))
/// ```
public final class MockCredentialStore: CredentialStoring {
  /// An operation that can be made to fail.
  public enum Operation: Hashable, Sendable, CaseIterable {
    case load, save, remove
  }

  private struct State {
    var kept: [String: Session] = [:]
    var failures: [Operation: StorageError] = [:]
  }

  private let state = Mutex(State())

  /// Creates a fake that keeps nothing.
  public init() {}

  /// Makes every later `operation` fail with `error`; `nil` makes it work again.
  public func fail(_ operation: Operation, with error: StorageError?) {
    state.withLock { $0.failures[operation] = error }
  }

  /// The session kept for `backend`, or fails as configured.
  public func session(for backend: String) throws(StorageError) -> Session? {
    try perform(.load, backend) { $0.kept[backend] }
  }

  /// Keeps `session` for `backend`, or fails as configured.
  public func save(_ session: Session, for backend: String) throws(StorageError) {
    try perform(.save, backend) { $0.kept[backend] = session }
  }

  /// Forgets the session of `backend`, or fails as configured.
  public func removeSession(for backend: String) throws(StorageError) {
    try perform(.remove, backend) { state in state.kept[backend] = nil }
  }

  private func perform<Value>(
    _ operation: Operation, _ backend: String, _ body: (inout State) -> Value
  ) throws(StorageError) -> Value {
    let outcome = state.withLock { state -> Result<Value, StorageError> in
      if let failure = state.failures[operation] { return .failure(failure) }
      guard StorageContainer(backend).isValid else { return .failure(.invalidName(backend)) }
      return .success(body(&state))
    }
    return try outcome.get()
  }
}

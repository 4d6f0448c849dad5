public import Foundation
public import Storage
import Synchronization

/// An in-memory ``Storage/OutboxStorageProviding`` that fails any operation on demand: a fake
/// the contract suite in `StorageTests` holds to ``Storage/FileOutboxStorage``.
///
/// ```swift
/// let outbox = MockOutboxStorage()
/// outbox.fail(.append, with: .outOfSpace(path: "/data/outbox"))
/// ```
public final class MockOutboxStorage: OutboxStorageProviding {
  /// An operation that can be made to fail.
  public enum Operation: Hashable, Sendable, CaseIterable {
    /// ``entries()``.
    case read
    /// ``append(_:)``.
    case append
    /// ``update(_:removing:)``.
    case update
  }

  private struct State {
    var entries: [OutboxEntry] = []
    var nextID = 1
    var writes = 0
    var failures: [Operation: StorageError] = [:]
  }

  private let state = Mutex(State())

  /// Creates an empty outbox.
  public init() {}

  /// How many writes were made (an update that changes nothing writes nothing).
  public var writes: Int { state.withLock { $0.writes } }

  /// Makes every later `operation` fail with `error`, until ``succeed(_:)``.
  public func fail(_ operation: Operation, with error: StorageError) {
    state.withLock { $0.failures[operation] = error }
  }

  /// Makes `operation` work again.
  public func succeed(_ operation: Operation) {
    state.withLock { $0.failures[operation] = nil }
  }

  /// The entries, oldest first, or fails as configured.
  public func entries() throws(StorageError) -> [OutboxEntry] {
    try perform(.read) { $0.entries }
  }

  /// Appends an entry, or fails as configured.
  public func append(_ data: Data) async throws(StorageError) -> OutboxEntry {
    try perform(.append) { state in
      let entry = OutboxEntry(id: state.nextID, data: data)
      state.entries.append(entry)
      state.nextID += 1
      state.writes += 1
      return entry
    }
  }

  /// Replaces and removes entries, or fails as configured.
  public func update(_ entries: [OutboxEntry], removing removed: Set<Int>)
    async throws(StorageError)
  {
    try perform(.update) { state in
      let replacements = Dictionary(entries.map { ($0.id, $0) }) { _, last in last }
      let updated = state.entries.compactMap { entry in
        removed.contains(entry.id) ? nil : replacements[entry.id] ?? entry
      }
      guard updated != state.entries else { return }
      state.entries = updated
      state.writes += 1
    }
  }

  private func perform<Value>(_ operation: Operation, _ body: (inout State) -> Value)
    throws(StorageError) -> Value
  {
    let outcome = state.withLock { state -> Result<Value, StorageError> in
      if let failure = state.failures[operation] { return .failure(failure) }
      return .success(body(&state))
    }
    return try outcome.get()
  }
}

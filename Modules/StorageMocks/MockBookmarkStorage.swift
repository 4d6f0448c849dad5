public import Foundation
public import Storage
import Synchronization

/// An in-memory ``Storage/BookmarkStorageProviding`` that records every call and fails any
/// operation on demand.
///
/// Like `MockFileAccessor`, a fake rather than a stub: what is saved can be loaded and listed,
/// and the contract suite in `StorageTests` holds it to what ``Storage/FileBookmarkStorage``
/// does.
///
/// ```swift
/// let bookmarks = MockBookmarkStorage()
/// bookmarks.fail(.save, with: .outOfSpace(path: "/data/bookmarks"))
/// ```
public final class MockBookmarkStorage: BookmarkStorageProviding {
  /// An operation that can be made to fail.
  public enum Operation: Hashable, Sendable, CaseIterable {
    /// ``saveBookmark(_:for:)``.
    case save
    /// ``loadBookmark(for:)``.
    case load
    /// ``removeBookmark(for:)``.
    case remove
    /// ``bookmarkKeys()``.
    case list
  }

  private struct State {
    var entries: [(key: String, data: Data)] = []
    var calls: [Operation] = []
    var failures: [Operation: StorageError] = [:]
  }

  private let state = Mutex(State())

  /// Creates a fake with nothing kept.
  public init() {}

  /// The operations called so far, in order.
  public var calls: [Operation] { state.withLock { $0.calls } }

  /// Makes every later `operation` fail with `error`, until ``succeed(_:)``.
  public func fail(_ operation: Operation, with error: StorageError) {
    state.withLock { $0.failures[operation] = error }
  }

  /// Makes `operation` work again.
  public func succeed(_ operation: Operation) {
    state.withLock { $0.failures[operation] = nil }
  }

  /// Keeps `data` under `key` in memory, or fails as configured.
  public func saveBookmark(_ data: Data, for key: String) throws(StorageError) {
    try perform(.save, key: key) { state in
      if let index = state.entries.firstIndex(where: { $0.key == key }) {
        state.entries[index].data = data
      } else {
        state.entries.append((key, data))
      }
    }
  }

  /// What is kept under `key`, or fails as configured.
  public func loadBookmark(for key: String) throws(StorageError) -> Data? {
    try perform(.load, key: key) { state in state.entries.first { $0.key == key }?.data }
  }

  /// Forgets `key`, or fails as configured.
  public func removeBookmark(for key: String) throws(StorageError) {
    try perform(.remove, key: key) { state in state.entries.removeAll { $0.key == key } }
  }

  /// Every key, in the order first saved, or fails as configured.
  public func bookmarkKeys() throws(StorageError) -> [String] {
    try perform(.list, key: nil) { state in state.entries.map(\.key) }
  }

  private func perform<Value>(
    _ operation: Operation, key: String?, _ body: (inout State) -> Value
  ) throws(StorageError) -> Value {
    let outcome = state.withLock { state -> Result<Value, StorageError> in
      state.calls.append(operation)
      if let failure = state.failures[operation] { return .failure(failure) }
      if let key, !BookmarkKey.isValid(key) { return .failure(.invalidName(key)) }
      return .success(body(&state))
    }
    return try outcome.get()
  }
}

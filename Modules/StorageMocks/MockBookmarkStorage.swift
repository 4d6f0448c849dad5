public import Foundation
public import Storage
import Synchronization

/// An in-memory ``Storage/BookmarkStorageProviding`` that records every call and fails any
/// operation on demand. What is saved can be loaded, and ``writes`` skips a change that changes
/// nothing, as ``Storage/FileBookmarkStorage`` does.
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
    /// ``bookmarks()``.
    case list
  }

  private struct State {
    var kept: [KeptBookmark] = []
    var calls: [Operation] = []
    var writes = 0
    var failures: [Operation: StorageError] = [:]
  }

  private let state = Mutex(State())

  /// Creates a fake with nothing kept.
  public init() {}

  /// The operations called so far, in order.
  public var calls: [Operation] { state.withLock { $0.calls } }

  /// How many changes were written, as a file-backed store would count its writes.
  public var writes: Int { state.withLock { $0.writes } }

  /// Makes every later `operation` fail with `error`, until ``succeed(_:)``.
  public func fail(_ operation: Operation, with error: StorageError) {
    state.withLock { $0.failures[operation] = error }
  }

  /// Makes `operation` work again.
  public func succeed(_ operation: Operation) {
    state.withLock { $0.failures[operation] = nil }
  }

  /// Keeps `data` under `key` in memory, or fails as configured.
  public func saveBookmark(_ data: Data, for key: String) async throws(StorageError) {
    try perform(.save, key: key) { state in
      if let index = state.kept.firstIndex(where: { $0.key == key }) {
        guard state.kept[index].data != data else { return }
        state.kept[index].data = data
      } else {
        state.kept.append(KeptBookmark(key: key, data: data))
      }
      state.writes += 1
    }
  }

  /// What is kept under `key`, or fails as configured.
  public func loadBookmark(for key: String) throws(StorageError) -> Data? {
    try perform(.load, key: key) { state in state.kept.first { $0.key == key }?.data }
  }

  /// Forgets `key`, or fails as configured.
  public func removeBookmark(for key: String) async throws(StorageError) {
    try perform(.remove, key: key) { state in
      guard state.kept.contains(where: { $0.key == key }) else { return }
      state.kept.removeAll { $0.key == key }
      state.writes += 1
    }
  }

  /// Everything kept, in the order first saved, or fails as configured.
  public func bookmarks() throws(StorageError) -> [KeptBookmark] {
    try perform(.list, key: nil) { state in state.kept }
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

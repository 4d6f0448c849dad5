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
    /// ``contents(loading:)``.
    case read
    /// ``append(_:)``.
    case append
    /// ``replace(_:)``, ``update(_:removing:)`` and ``compact()``.
    case update
  }

  private struct State {
    var entries: [OutboxEntry] = []
    var unreadable: [Int] = []
    var nextID = 1
    var writes = 0
    var failures: [Operation: StorageError] = [:]
  }

  private let state = Mutex(State())
  private let maximumWaitingBytes: Int

  /// The path its errors name.
  public static let path = "/mock/outbox/outbox.log"

  /// Creates an empty outbox that refuses, as the file outbox does, a change larger than
  /// ``Storage/FileOutboxStorage/maximumChangeBytes`` and one that would take the data waiting
  /// past `maximumWaitingBytes`.
  public init(
    maximumWaitingBytes: Int = FileOutboxStorage.defaultMaximumWaitingBytes
  ) {
    self.maximumWaitingBytes = maximumWaitingBytes
  }

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

  /// Sets entry `id` apart, as the file outbox does with an entry damaged on disk.
  public func damage(_ id: Int) {
    state.withLock { state in
      state.entries.removeAll { $0.id == id }
      if !state.unreadable.contains(id) { state.unreadable.append(id) }
    }
  }

  /// The entries, oldest first, the data of those `window` picks, and those set apart, or fails
  /// as configured.
  public func contents(loading window: ([Int]) -> Range<Int>) throws(StorageError)
    -> OutboxContents
  {
    let contents = try perform(.read) { state in
      .success(OutboxContents(entries: state.entries, unreadable: state.unreadable.sorted()))
    }
    // Picked outside the lock, so a window that adds to this outbox (another process, as a
    // test plays it) does not wait for itself.
    let loaded = window(contents.waiting).clamped(to: contents.waiting.indices)
    return OutboxContents(
      entries: Array(contents.entries[loaded]), unreadable: contents.unreadable,
      waiting: contents.waiting)
  }

  /// Appends an entry, or fails as configured, or refuses one past a limit, unwritten.
  public func append(_ data: Data) async throws(StorageError) -> OutboxEntry {
    try perform(.append) { [maximumWaitingBytes] state in
      guard data.count <= FileOutboxStorage.maximumChangeBytes else {
        return .failure(
          .entryTooLarge(path: Self.path, limit: FileOutboxStorage.maximumChangeBytes))
      }
      let waiting = state.entries.reduce(data.count) { $0 + $1.data.count }
      guard waiting <= maximumWaitingBytes else {
        return .failure(.tooLarge(path: Self.path, limit: maximumWaitingBytes))
      }
      let entry = OutboxEntry(id: state.nextID, data: data)
      state.entries.append(entry)
      state.nextID += 1
      state.writes += 1
      return .success(entry)
    }
  }

  /// Replaces an entry's data with a person's change, refusing, unwritten, what the file outbox
  /// refuses: an entry past ``Storage/FileOutboxStorage/maximumChangeBytes``, and data waiting
  /// past `maximumWaitingBytes`; or fails as configured.
  public func replace(_ entry: OutboxEntry) async throws(StorageError) {
    try perform(.update) { [maximumWaitingBytes] state -> Result<Void, StorageError> in
      guard entry.data.count <= FileOutboxStorage.maximumChangeBytes else {
        return .failure(
          .entryTooLarge(path: Self.path, limit: FileOutboxStorage.maximumChangeBytes))
      }
      guard let index = state.entries.firstIndex(where: { $0.id == entry.id }) else {
        return .success(())
      }
      let waiting = state.entries.reduce(entry.data.count - state.entries[index].data.count) {
        $0 + $1.data.count
      }
      guard waiting <= maximumWaitingBytes else {
        return .failure(.tooLarge(path: Self.path, limit: maximumWaitingBytes))
      }
      state.entries[index] = entry
      state.writes += 1
      return .success(())
    }
  }

  /// Replaces and removes entries, setting apart one whose new data is too large to record, or
  /// fails as configured.
  public func update(_ entries: [OutboxEntry], removing removed: Set<Int>)
    async throws(StorageError)
  {
    try perform(.update) { state in
      let replacements = Dictionary(entries.map { ($0.id, $0) }) { _, last in last }
      // A state too large to record sets its change apart, as the file outbox does.
      let tooLarge = Set(
        replacements.values.filter { $0.data.count > FileOutboxStorage.maximumRecordedBytes }
          .map(\.id))
      let updated = state.entries.compactMap { entry in
        removed.contains(entry.id) || tooLarge.contains(entry.id)
          ? nil : replacements[entry.id] ?? entry
      }
      let setApart = state.entries.map(\.id).filter { tooLarge.contains($0) }
      let unreadable = (state.unreadable + setApart).filter { !removed.contains($0) }
      guard updated != state.entries || unreadable != state.unreadable else { return .success(()) }
      state.entries = updated
      state.unreadable = unreadable
      state.writes += 1
      return .success(())
    }
  }

  /// Nothing to give back in memory; fails as configured.
  public func compact() async throws(StorageError) {
    try perform(.update) { _ in .success(()) }
  }

  private func perform<Value>(
    _ operation: Operation, _ body: (inout State) -> Result<Value, StorageError>
  ) throws(StorageError) -> Value {
    let outcome = state.withLock { state -> Result<Value, StorageError> in
      if let failure = state.failures[operation] { return .failure(failure) }
      return body(&state)
    }
    return try outcome.get()
  }
}

public import Foundation

/// The file-system boundary, part five: changes the person made that wait to be sent, in the
/// order they were made.
///
/// An outbox must never lose what a person typed, so every entry is on disk before the command
/// that made it returns, and entries leave only when the layer above says they were sent. It
/// keeps bytes: what a change means belongs to Repositories.
///
/// The production implementation is ``FileOutboxStorage``; tests use `MockOutboxStorage`
/// (module `StorageMocks`). One contract suite runs against both.
public protocol OutboxStorageProviding: Sendable {
  /// Every waiting entry, oldest first.
  func entries() throws(StorageError) -> [OutboxEntry]

  /// Adds `data` as the newest entry and returns it, with an identifier no entry of this outbox
  /// has had before.
  func append(_ data: Data) async throws(StorageError) -> OutboxEntry

  /// Replaces the data of each entry in `entries` (matched by identifier) and removes every
  /// entry whose identifier is in `removed`, in one write; an identifier not there is ignored.
  func update(_ entries: [OutboxEntry], removing removed: Set<Int>) async throws(StorageError)
}

/// One change waiting in an outbox.
public struct OutboxEntry: Codable, Hashable, Sendable, Identifiable {
  /// Its number, from 1, never reused.
  public var id: Int
  /// The change, as the layer above encoded it.
  public var data: Data

  /// Entry `id` holding `data`, both as given: `append(_:)` picks a new `id`, and an update passes
  /// an existing one to replace that entry's data.
  public init(id: Int, data: Data) {
    self.id = id
    self.data = data
  }
}

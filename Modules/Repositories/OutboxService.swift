/// The changes waiting to be sent, as the outbox's screen and command see them.
///
/// The production implementation is ``Outbox``; view-model tests use `MockOutboxService`
/// (module `RepositoriesMocks`).
public protocol OutboxService: Sendable {
  /// Every change waiting, oldest first.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  func changes() async throws(RepositoryError) -> [PendingChange]

  /// The numbers of the changes that cannot be read (damaged on disk, or written by another
  /// version), set apart: never sent, and discarded like any other.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  func unreadable() async throws(RepositoryError) -> [Int]

  /// Drops change `id` without sending it.
  ///
  /// - Returns: The change dropped, or `nil` when none of that number waits (it was sent, or
  ///   discarded, or never made).
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync is sending, so the change may
  ///   be on its way; ``RepositoryError/storageFailed(_:)`` when the outbox cannot be written.
  func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange?
}

/// A change dropped from the outbox.
public enum DiscardedChange: Hashable, Sendable {
  /// A change that could be read, as it was.
  case change(PendingChange)
  /// A change that could not be read, by its number.
  case unreadable(id: Int)

  /// Its number in the outbox.
  public var id: Int {
    switch self {
    case .change(let change): change.id
    case .unreadable(let id): id
    }
  }
}

public import Domain

/// The changes waiting to be sent, as the outbox's screen and command see them.
public protocol OutboxService: Sendable {
  /// The changes waiting on `page`, or all when it is `nil`, oldest first; a page decodes only
  /// its own changes.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  func changes(_ page: PageRequest?) async throws(RepositoryError) -> OutboxListing

  /// Drops change `id` without sending it.
  ///
  /// - Returns: The change dropped, or `nil` when none of that number waits.
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

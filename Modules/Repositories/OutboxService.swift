/// The changes waiting to be sent, as the outbox's screen and command see them.
///
/// The production implementation is ``Outbox``; view-model tests use `MockOutboxService`
/// (module `RepositoriesMocks`).
public protocol OutboxService: Sendable {
  /// Every change waiting, oldest first.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  func changes() async throws(RepositoryError) -> [PendingChange]

  /// Drops change `id` without sending it.
  ///
  /// - Returns: The change dropped, or `nil` when there was none of that number.
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be written.
  func discard(_ id: Int) async throws(RepositoryError) -> PendingChange?
}

public import Foundation
public import Storage

/// The production ``SyncService``, an actor so one process runs one sync at a time, under a file
/// lock so two processes never interleave their writes.
///
/// A sync takes the lock (waiting up to `lockWait` for another sync), sends the outbox and reports
/// that (``SyncProgress/sending``), then asks each ``SyncPart`` in order to read again what it
/// keeps. An unreachable server stops it after the outbox report, and what waits keeps waiting.
public actor SyncManager: SyncService {
  private let store: DocumentStore
  private let locks: any FileLocking
  private let outbox: Outbox
  private let parts: [any SyncPart]
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let lockWait: Duration

  /// Creates a sync manager that sends `outbox`, then syncs `parts` in order, under the lock of
  /// `store` from `locks`, waiting up to `lockWait` on `clock` for another sync to finish.
  public init(
    store: DocumentStore,
    locks: any FileLocking,
    outbox: Outbox,
    parts: [any SyncPart],
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    lockWait: Duration = .seconds(2)
  ) {
    self.store = store
    self.locks = locks
    self.outbox = outbox
    self.parts = parts
    self.clock = clock
    self.now = now
    self.lockWait = lockWait
  }

  /// Sends the outbox, then syncs every part: `busy` when another sync holds the lock past
  /// `lockWait` (`cancelled` when a stop cuts that wait short), `storageFailed` for the disk, the
  /// API's errors otherwise.
  public func sync(progress: @escaping @Sendable (SyncProgress) async -> Void)
    async throws(RepositoryError) -> SyncSummary
  {
    let lock: any HeldLock
    do {
      let lockURL = try store.url(forFileNamed: CacheKeys.syncLock)
      lock = try await locks.lock(
        at: lockURL, holder: "a sync", maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(lockFailure: error)
    }
    defer { lock.release() }

    let started = now()
    let sent = try await outbox.sendHoldingLock().report
    if sent.sent > 0 || !sent.isClean { await progress(SyncProgress(sending: sent)) }
    if let stopped = sent.stoppedBy { throw stopped }

    var summary = SyncSummary(storedAt: started, outbox: sent)
    for part in parts {
      try await part.sync(into: &summary, storedBefore: started, progress: progress)
    }
    summary.storedAt = now()
    return summary
  }
}

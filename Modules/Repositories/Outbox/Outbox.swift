public import Domain
public import Foundation
import Networking
public import Storage

/// The changes the person made that wait to be sent, and the one way they are sent: in the order
/// they were made, under the sync lock, each by the sender of its resource.
///
/// Every write goes through here, online or not: it is kept on disk first (`submit(_:)`), then
/// the outbox is sent. So nothing typed is lost to a crash, a kill or a dead network, and a write
/// made online never overtakes one made earlier offline. A change the server accepts leaves the
/// outbox; one it refuses, or that meets a conflict, stays, marked, until the person discards it;
/// when the server cannot be reached, sending stops and everything from there on waits.
///
/// Each outcome is recorded the moment it is known, one line appended to the outbox's log
/// (docs/decisions/0015), so a sync killed at any point sends again at most the one change that
/// was in flight. That change carries its `Idempotency-Key`, so a server that honours the key
/// applies it once; and a replayed edit finds the server already holding what it sets, which is
/// no conflict, and a replayed delete finds the item gone, which is done.
public struct Outbox: OutboxService {
  private let storage: any OutboxStorageProviding
  private let senders: [String: any ChangeSending]
  private let store: DocumentStore
  private let locks: any FileLocking
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let makeKey: @Sendable () -> String
  private let lockWait: Duration

  /// Creates an outbox kept in `storage`, whose changes are sent by `senders` (one per
  /// resource), under the sync lock of `store`, taken from `locks` and waited for up to
  /// `lockWait` on `clock`; changes are stamped with `now()` and keyed with `makeKey()`.
  public init(
    storage: any OutboxStorageProviding,
    senders: [any ChangeSending],
    store: DocumentStore,
    locks: any FileLocking,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString },
    lockWait: Duration = .seconds(2)
  ) {
    self.storage = storage
    self.senders = Dictionary(senders.map { ($0.resource, $0) }) { first, _ in first }
    self.store = store
    self.locks = locks
    self.clock = clock
    self.now = now
    self.makeKey = makeKey
    self.lockWait = lockWait
  }

  /// The changes waiting on `page` (every one when it is `nil`), oldest first, with how many
  /// wait in all and the numbers of those that cannot be read: one read of the outbox, and only
  /// the changes asked for loaded and decoded.
  ///
  /// - Throws: ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read.
  public func changes(_ page: PageRequest?) throws(RepositoryError) -> OutboxListing {
    var hasMore = false
    let contents = try contents { waiting in
      guard let page else { return waiting.indices }
      // (PageRequest's cap on pages keeps this sum far from overflow.)
      hasMore = page.offset + page.perPage < waiting.count
      return page.offset..<(page.offset + page.perPage)
    }
    let (changes, undecodable) = Self.decode(contents.entries[...])
    return OutboxListing(
      changes: changes, unreadable: (contents.unreadable + undecodable).sorted(),
      totalCount: contents.count, page: page, hasMore: hasMore)
  }

  /// Every change waiting that can be read, oldest first.
  func changes() throws(RepositoryError) -> [PendingChange] {
    Self.decode(try contents(loading: \.indices).entries[...]).changes
  }

  /// The changes waiting of `resource`: only the entries that name it are decoded, so a read of
  /// the profile does not decode 100,000 queued todos.
  func changes(of resource: String) throws(RepositoryError) -> [PendingChange] {
    // A change of `resource` holds its name as a JSON string, `"todos"`, whatever its encoding
    // (names are letters, digits and dashes, which JSON never escapes); an entry without it
    // cannot be one. Those with it are decoded, and checked.
    let name = Data("\"\(resource)\"".utf8)
    let entries = try contents(loading: \.indices).entries.filter {
      $0.data.range(of: name) != nil
    }
    return Self.decode(entries[...]).changes.filter { $0.resource == resource }
  }

  /// How many changes wait, unreadable ones included: counted, none loaded.
  func waitingCount() throws(RepositoryError) -> Int {
    do {
      return try storage.waitingCount()
    } catch {
      throw RepositoryError(error)
    }
  }

  private func contents(loading window: ([Int]) -> Range<Int>) throws(RepositoryError)
    -> OutboxContents
  {
    do {
      return try storage.contents(loading: window)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Change `id` as it waits: loaded alone, or known to be unreadable, or not there.
  private func lookUp(_ id: Int) throws(RepositoryError) -> Found {
    let contents = try contents { waiting in
      waiting.firstIndex(of: id).map { $0..<($0 + 1) } ?? 0..<0
    }
    if let entry = contents.entries.first(where: { $0.id == id }) {
      return Self.decode(entry).map(Found.change) ?? .unreadable
    }
    return contents.unreadable.contains(id) ? .unreadable : .missing
  }

  private enum Found {
    case change(PendingChange)
    case unreadable
    case missing
  }

  /// The changes `entries` hold, and the numbers of those that hold none this Strata can read.
  private static func decode(_ entries: ArraySlice<OutboxEntry>) -> (
    changes: [PendingChange], unreadable: [Int]
  ) {
    var changes: [PendingChange] = []
    var unreadable: [Int] = []
    for entry in entries {
      if let change = decode(entry) {
        changes.append(change)
      } else {
        unreadable.append(entry.id)
      }
    }
    return (changes, unreadable)
  }

  /// Drops change `id` without sending it, under the sync lock: a sync sending the outbox
  /// cannot be sending it at the same moment, so a change discarded is never sent.
  ///
  /// - Returns: The change dropped, or `nil` when there was none of that number (it was sent,
  ///   or never made).
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync holds the lock past the wait:
  ///   the change may be being sent, so it was not discarded;
  ///   ``RepositoryError/storageFailed(_:)`` when the outbox cannot be written.
  public func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    let lock = try await takeSendLock()
    defer { lock.release() }
    let discarded: DiscardedChange
    switch try lookUp(id) {
    case .change(let change): discarded = .change(change)
    case .unreadable: discarded = .unreadable(id: id)
    case .missing: return nil
    }
    try await remove(id)
    return discarded
  }

  /// Gives change `id`, waiting and not yet sent, the values `fields`, under the sync lock.
  ///
  /// - Returns: The change as it now waits, or `nil` when there is no such change waiting (it
  ///   was sent, or discarded).
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync holds the lock past the wait;
  ///   ``RepositoryError/storageFailed(_:)`` when the outbox cannot be written.
  func revise(_ id: Int, fields: FieldValues) async throws(RepositoryError) -> PendingChange? {
    let lock = try await takeSendLock()
    defer { lock.release() }
    guard case .change(var change) = try lookUp(id), change.state == .pending else { return nil }
    change.fields = fields
    // A person's change, refused as an add would be when it has no room: never set apart.
    do {
      try await storage.replace(OutboxEntry(id: change.id, data: try Self.encode(change)))
    } catch {
      throw RepositoryError(error)
    }
    return change
  }

  private func remove(_ id: Int) async throws(RepositoryError) {
    do {
      try await storage.update([], removing: [id])
    } catch {
      throw RepositoryError(error)
    }
  }

  /// Sends every pending change, in order, under the sync lock.
  ///
  /// - Returns: What was sent, what met a conflict or a refusal, what still waits, and why
  ///   sending stopped early, if it did.
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync holds the lock past the wait;
  ///   ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read or written.
  public func send() async throws(RepositoryError) -> OutboxReport {
    let lock = try await takeSendLock()
    defer { lock.release() }
    return try await sendHoldingLock().report
  }

  /// Sends every pending change; the caller holds the sync lock (a sync does, around everything
  /// it does).
  func sendHoldingLock() async throws(RepositoryError) -> (
    report: OutboxReport, results: [Int: SendResult]
  ) {
    var report = OutboxReport()
    var results: [Int: SendResult] = [:]
    // Read a batch at a time: each change is decoded when its turn comes, so sending stops
    // without loading what waits behind a stop, and what waits is counted from the first read.
    // A sync sends what waited when it began: a change another process adds meanwhile waits
    // for that process's own send, or for the next sync.
    var waiting: Int?
    var known: [Int] = []  // the numbers that waited when it began, oldest first
    var tried = 0  // how many of them were tried
    var size = Self.batchSize
    sending: while waiting == nil || tried < known.count {
      var batch: ArraySlice<Int> = []
      let contents = try contents { ids in
        if waiting == nil { known = ids }
        // Those tried that still wait (marked, or skipped) come first; the next ones follow
        // them in the same order, and anything added since comes after.
        let wanted = known[tried..<min(known.count, tried + size)]
        let start = wanted.first.flatMap { ids.firstIndex(of: $0) } ?? ids.count
        let matching = zip(ids[start...], wanted).prefix { $0 == $1 }.count
        batch = ids[start..<(start + matching)]
        return batch.indices
      }
      waiting = waiting ?? contents.count
      // One that waited no longer does (another process set it apart): the rest still go.
      tried += max(batch.count, tried < known.count ? 1 : 0)
      guard !batch.isEmpty else { continue }
      // Each batch twice the last: a long queue is read a few times, not once per thousand.
      size = min(2 * size, Self.largestBatch)
      for entry in contents.entries {
        guard var change = Self.decode(entry), change.state == .pending else { continue }
        // A change of a resource this app does not have (one taken out since) can never be
        // sent as it is kept: unsendable, as one whose values no longer fit its resource.
        let result =
          await senders[change.resource]?.send(change)
          ?? .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody)))
        results[change.id] = result
        switch result {
        case .sent:
          try await record([], removing: [change.id])
          report.sent += 1
          waiting? -= 1
        case .conflict(let fields):
          change.state = .conflict(fields)
          try await record([change], removing: [])
          report.conflicts.append(change)
        case .refused(let statusCode, let message):
          change.state = .refused(statusCode: statusCode, message: message)
          try await record([change], removing: [])
          report.refused.append(change)
        case .unsendable:
          change.state = .unsendable
          try await record([change], removing: [])
          report.refused.append(change)
        case .notSent(let reason):
          report.stoppedBy = reason
          break sending
        }
      }
    }
    if report.sent > 0 {
      do {
        try await storage.compact()
      } catch {
        throw RepositoryError(error)
      }
    }
    // Counted when sending began, less what left: a change another process adds meanwhile is
    // counted by the next command.
    report.waiting = waiting ?? 0
    return (report, results)
  }

  /// Keeps a new change, then sends the outbox: every write goes this way.
  ///
  /// - Returns: For a change the server took, what it said (an add's new identifier); for one
  ///   that could not be sent now, the note of it waiting.
  /// - Throws: The server's refusal of this change (which then leaves the outbox: a refused write
  ///   is reported, never kept); ``RepositoryError/conflict(_:)`` when it meets a conflict (it
  ///   stays, marked); ``RepositoryError/unsentChange(id:cause:)`` when the server's answer
  ///   is not one to act on (it stays, to be sent again); ``RepositoryError/unreadableChange(id:)``
  ///   when it is found unreadable
  ///   before it is sent (it stays, set apart); the store's errors when it cannot be kept.
  func submit(_ draft: Draft) async throws(RepositoryError) -> Submission {
    let change = try await enqueue(draft)
    let lock: any HeldLock
    do {
      lock = try await takeSendLock()
    } catch .busy(let path, let holder) {
      let reason = RepositoryError.busy(path: path, holder: holder)
      return .queued(QueuedChange(change: change, reason: reason, waiting: try waitingCount()))
    }
    defer { lock.release() }
    let (report, results) = try await sendHoldingLock()
    switch results[change.id] {
    case .sent(let itemID, let unreadable, let storeFailure)?:
      return .sent(itemID: itemID, unreadable: unreadable, storeFailure: storeFailure)
    case .conflict(let fields)?:
      var marked = change
      marked.state = .conflict(fields)
      throw .conflict(ChangeConflict(change: marked, fields: fields))
    case .refused(let statusCode, let message)?:
      try await remove(change.id)
      let name = senders[change.resource]?.itemName ?? change.resource
      throw Self.refusal(statusCode: statusCode, message: message, of: change, named: name)
    case .unsendable(let reason)?:
      try await remove(change.id)
      throw reason
    case .notSent(let reason)? where reason.allowsStoredFallback || reason == .cancelled:
      // Unreachable, offline, interrupted: the change waits, as promised.
      return .queued(QueuedChange(change: change, reason: reason, waiting: report.waiting))
    case .notSent(let reason)?:
      // The server answered, but not in a way to act on (a refused redirect, a reply that is
      // not JSON): that is this write's failure, said as such, and so is that the change still
      // waits, so nothing typed is lost and nobody makes it a second time.
      throw .unsentChange(id: change.id, cause: reason)
    case nil:
      return try await outcomeNotMet(change, report: report)
    }
  }

  /// What became of `change`, which this send did not meet: another process's sync may have
  /// met it first, while this one waited for the lock.
  private func outcomeNotMet(_ change: PendingChange, report: OutboxReport)
    async throws(RepositoryError) -> Submission
  {
    switch try lookUp(change.id) {
    case .missing:
      // Sent by that sync, its answer gone there. (A discard removes one unsent too, but this
      // one's number was said nowhere yet.)
      return .sent(itemID: change.itemID, unreadable: nil, storeFailure: nil)
    case .change(let kept):
      switch kept.state {
      case .conflict(let fields):
        throw .conflict(ChangeConflict(change: kept, fields: fields))
      case .refused(let statusCode, let message):
        try await remove(change.id)
        let name = senders[change.resource]?.itemName ?? change.resource
        throw Self.refusal(statusCode: statusCode, message: message, of: kept, named: name)
      case .unsendable:
        // Its values make no change the server can be sent, as this sync would have found too:
        // a direct write never keeps one.
        try await remove(change.id)
        throw .invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
      case .pending:
        // Sending stopped at an earlier change: this one waits behind it.
        let reason = report.stoppedBy ?? .cancelled
        return .queued(QueuedChange(change: kept, reason: reason, waiting: report.waiting))
      }
    case .unreadable:
      // Not queued: a change that cannot be read is never sent. It stays, set apart, for the
      // person to see and discard, as every unreadable change does.
      throw .unreadableChange(id: change.id)
    }
  }

  /// How many changes a sync loads first; each batch after is twice the last, up to
  /// ``largestBatch``: a short queue is read once, a long one a few times, never once per change.
  static let batchSize = 1_000
  /// The most changes a sync loads at once: their data, not the queue, is what it holds.
  static let largestBatch = 64_000

  /// What to keep for a new change.
  struct Draft: Sendable {
    var action: PendingChange.Action
    var resource: String
    var target: FieldValues
    var fields: FieldValues
    var original: FieldValues?
  }

  /// What became of a change submitted.
  enum Submission: Sendable {
    /// Sent; the item's identifier when known (an add's new item), why the server's answer could
    /// not be read as the item, and why the stored copies could not be kept in step, when they
    /// could not.
    case sent(itemID: FieldValue?, unreadable: ResponseProblem?, storeFailure: RepositoryError?)
    /// Waiting in the outbox.
    case queued(QueuedChange)
  }

  private func enqueue(_ draft: Draft) async throws(RepositoryError) -> PendingChange {
    var change = PendingChange(
      id: 0, action: draft.action, resource: draft.resource, target: draft.target,
      fields: draft.fields, original: draft.original, queuedAt: now(), idempotencyKey: makeKey())
    do {
      let entry = try await storage.append(try Self.encode(change))
      change.id = entry.id
      return change
    } catch {
      throw RepositoryError(error)
    }
  }

  private func record(_ updated: [PendingChange], removing removed: Set<Int>)
    async throws(RepositoryError)
  {
    guard !updated.isEmpty || !removed.isEmpty else { return }
    do {
      var entries: [OutboxEntry] = []
      for change in updated {
        entries.append(OutboxEntry(id: change.id, data: try Self.encode(change)))
      }
      try await storage.update(entries, removing: removed)
    } catch {
      throw RepositoryError(error)
    }
  }

  private func takeSendLock() async throws(RepositoryError) -> any HeldLock {
    do {
      let url = try store.url(forFileNamed: CacheKeys.syncLock)
      return try await locks.lock(at: url, holder: "a sync", maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(error)
    }
  }

  /// The error for a refusal of `change`, as a read of the same thing would have had it.
  static func refusal(
    statusCode: Int, message: String?, of change: PendingChange, named name: String
  ) -> RepositoryError {
    switch statusCode {
    case 404: .notFound(Subject(name, identifier: change.itemID?.identifierText), message: message)
    case 401, 403: .unauthorized(statusCode: statusCode, message: message)
    default: .rejected(statusCode: statusCode, message: message)
    }
  }

  private static func encode(_ change: PendingChange) throws(StorageError) -> Data {
    do {
      return try Self.encoder.encode(change)
    } catch {
      throw .unencodable(path: "outbox change \(change.id)")
    }
  }

  /// The change `entry` holds, or `nil` when it holds none this Strata can read.
  private static func decode(_ entry: OutboxEntry) -> PendingChange? {
    guard var change = try? Self.decoder.decode(PendingChange.self, from: entry.data) else {
      return nil
    }
    change.id = entry.id
    return change
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

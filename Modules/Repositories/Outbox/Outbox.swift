public import Domain
public import Foundation
import Networking
public import Storage

/// The person's changes waiting to be sent, which go out in order under the sync lock, each by
/// its resource's sender.
///
/// Every write is kept on disk first (``submit(_:)``), so nothing typed is lost and an online
/// write never overtakes an earlier offline one. An accepted change leaves; a refused, conflicting
/// or unanswered one stays marked until discarded while the rest go on; an unreachable server
/// stops the send. Each outcome is recorded as soon as known, so a killed sync resends at most the
/// change in flight, with its `Idempotency-Key` (docs/decisions/0016).
public struct Outbox: ChangeQueue, OutboxService {
  /// The most changes that may wait. A new one past it is refused before anything is written.
  public static let capacity = 10_000
  /// The most one change may hold, in bytes of JSON. A larger one is refused as input.
  public static let maximumChangeBytes = 64 * 1024

  private let documents: DocumentStore
  private let senders: [String: any ChangeSending]
  private let store: DocumentStore
  private let locks: any FileLocking
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  private let makeKey: @Sendable () -> String
  private let lockWait: Duration

  /// Creates an outbox in `documents` whose changes `senders` (one per resource) send under the
  /// sync lock of `store`, waiting up to `lockWait` for it.
  public init(
    documents: DocumentStore,
    senders: [any ChangeSending],
    syncLockIn store: DocumentStore,
    locks: any FileLocking,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    makeKey: @escaping @Sendable () -> String = { UUID().uuidString },
    lockWait: Duration = .seconds(2)
  ) {
    self.documents = documents
    self.senders = Dictionary(senders.map { ($0.resource, $0) }) { first, _ in first }
    self.store = store
    self.locks = locks
    self.clock = clock
    self.now = now
    self.makeKey = makeKey
    self.lockWait = lockWait
  }

  // MARK: Reading

  /// The changes waiting on `page`, or every one when it is `nil`; only those on the page are read.
  public func changes(_ page: PageRequest?) throws(RepositoryError) -> OutboxListing {
    let slots = try self.slots()
    let shown = page.map { slots.dropFirst($0.offset).prefix($0.perPage) } ?? slots[...]
    var changes: [PendingChange] = []
    var unreadable: [Int] = []
    for slot in shown {
      if case .change(let change) = load(slot) {
        changes.append(change)
      } else {
        unreadable.append(slot.id)
      }
    }
    return OutboxListing(
      changes: changes, unreadable: unreadable, totalCount: slots.count, page: page,
      hasMore: shown.endIndex < slots.endIndex)
  }

  /// The changes of `resource` that can be read, oldest first: only its own documents are read.
  public func changes(of resource: String) throws(RepositoryError) -> [PendingChange] {
    try slots().filter { $0.resource == resource }.compactMap { slot in
      if case .change(let change) = load(slot) { change } else { nil }
    }
  }

  /// How many changes wait, unreadable ones included: counted by name, none read.
  public func waitingCount() throws(RepositoryError) -> Int {
    try slots().count
  }

  /// A change's document, known by its name: `change-12-todos` is change 12, of `todos`. A name
  /// of another shape (`change-012-todos`) is not the outbox's.
  struct Slot {
    let id: Int
    let resource: String
    var key: DocumentKey<PendingChange> { DocumentKey("change-\(id)-\(resource)") }

    init(id: Int, resource: String) {
      self.id = id
      self.resource = resource
    }

    init?(name: String) {
      guard name.hasPrefix("change-") else { return nil }
      let rest = name.utf8.dropFirst("change-".count)
      guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
        let id = Int(Substring(rest[..<dash])), (1...Outbox.largestNumber).contains(id),
        rest.first != UInt8(ascii: "0"), rest.first != UInt8(ascii: "+")
      else { return nil }
      self.id = id
      self.resource = String(Substring(rest[rest.index(after: dash)...]))
    }
  }

  /// The documents of the changes waiting, oldest first.
  private func slots() throws(RepositoryError) -> [Slot] {
    do {
      return try documents.documentNames().compactMap(Slot.init(name:)).sorted { $0.id < $1.id }
    } catch {
      throw RepositoryError(error)
    }
  }

  private enum Found {
    case change(PendingChange)
    case unreadable
    case missing
  }

  /// The change `slot` holds; one that cannot be read (damaged, of another version, refused by
  /// the system) is set apart: never sent, and discarded like any other.
  private func load(_ slot: Slot) -> Found {
    do {
      guard var change = try documents.load(slot.key, where: { $0.resource == slot.resource })
      else { return .missing }
      change.value.id = slot.id
      return .change(change.value)
    } catch {
      return .unreadable
    }
  }

  private func lookUp(_ id: Int) throws(RepositoryError) -> Found {
    try slots().first { $0.id == id }.map(load) ?? .missing
  }

  // MARK: Changing what waits

  /// Drops change `id` without sending it, under the sync lock: a sync sending the outbox
  /// cannot be sending it at the same moment, so a change discarded is never sent.
  public func discard(_ id: Int) async throws(RepositoryError) -> DiscardedChange? {
    let lock = try await takeSendLock()
    defer { lock.release() }
    guard let slot = try slots().first(where: { $0.id == id }) else { return nil }
    let discarded: DiscardedChange
    switch load(slot) {
    case .change(let change): discarded = .change(change)
    case .unreadable: discarded = .unreadable(id: id)
    case .missing: return nil
    }
    try record { () throws(StorageError) in try documents.remove(slot.key) }
    return discarded
  }

  /// Gives change `id`, waiting unsent, the values `fields`, under the sync lock.
  public func revise(_ id: Int, fields: FieldValues) async throws(RepositoryError)
    -> QueuedChange?
  {
    let lock = try await takeSendLock()
    defer { lock.release() }
    guard case .change(var change) = try lookUp(id), change.state == .pending else { return nil }
    change.fields = fields
    try checkSize(of: change)
    try save(change)
    return QueuedChange(change: change, reason: nil, waiting: try waitingCount())
  }

  // MARK: Sending

  /// Sends every pending change, in order, under the sync lock.
  ///
  /// - Throws: ``RepositoryError/busy(path:holder:)`` when a sync holds the lock past the wait;
  ///   ``RepositoryError/cancelled`` when a stop cuts that wait short;
  ///   ``RepositoryError/storageFailed(_:)`` when the outbox cannot be read or written.
  public func send() async throws(RepositoryError) -> OutboxReport {
    let lock = try await takeSendLock()
    defer { lock.release() }
    return try await sendHoldingLock().report
  }

  /// Sends `waiting`, or what waits now, reading each change at its turn; the caller holds the
  /// sync lock. A change another process adds meanwhile waits for that process's own send.
  func sendHoldingLock(_ waiting: [Slot]? = nil) async throws(RepositoryError) -> (
    report: OutboxReport, results: [Int: SendResult]
  ) {
    let slots: [Slot]
    if let waiting { slots = waiting } else { slots = try self.slots() }
    var report = OutboxReport(waiting: slots.count)
    var results: [Int: SendResult] = [:]
    for slot in slots {
      guard case .change(var change) = load(slot), change.state == .pending else { continue }
      // A change of a resource this app no longer has can never be sent as it is kept.
      let result =
        await senders[change.resource]?.send(change)
        ?? .unsendable(.invalidRequest(underlyingError: .invalidRequest(.unencodableBody)))
      results[change.id] = result
      switch result {
      case .sent:
        try record { () throws(StorageError) in try documents.remove(slot.key) }
        report.sent += 1
        report.waiting -= 1
        continue
      case .conflict(let fields):
        change.state = .conflict(fields)
        report.conflicts.append(change)
      case .refused(let statusCode, let message):
        change.state = .refused(statusCode: statusCode, message: message)
        report.refused.append(change)
      case .unsendable:
        change.state = .unsendable
        report.refused.append(change)
      case .notSent(.invalidResponse(let problem)):
        // An answer not to act on (a redirect not followed, say) comes again for this change
        // alone: it is set apart, and the changes after it go on.
        change.state = .unanswered(problem.reason)
        report.refused.append(change)
      case .notSent(let reason):
        report.stoppedBy = reason
        return (report, results)
      }
      try save(change)
    }
    return (report, results)
  }

  /// Keeps a new change, then sends the outbox: every write goes this way.
  public func submit(_ new: NewChange) async throws(RepositoryError) -> Submission {
    let (change, waiting) = try await keeping(
      PendingChange(
        id: 0, action: new.action, resource: new.resource, target: new.target,
        fields: new.fields, original: new.original, queuedAt: now(), idempotencyKey: makeKey()))
    let lock: any HeldLock
    do {
      lock = try await takeSendLock()
    } catch .busy(let path, let holder) {
      let reason = RepositoryError.busy(path: path, holder: holder)
      return .queued(QueuedChange(change: change, reason: reason, waiting: try waitingCount()))
    } catch .cancelled {
      // Kept already: a stop that cut the wait short leaves it waiting too.
      return .queued(QueuedChange(change: change, reason: .cancelled, waiting: try waitingCount()))
    }
    defer { lock.release() }
    // What waited when this change was kept, itself last: a change sent meanwhile by another
    // process's sync is not found when its turn comes, and one added since waits its own turn.
    let (report, results) = try await sendHoldingLock(waiting)
    let name = senders[change.resource]?.itemName ?? change.resource
    switch results[change.id] {
    case .sent(let itemID, let unreadable, let storeFailure)?:
      return .sent(itemID: itemID, unreadable: unreadable, storeFailure: storeFailure)
    case .refused(let statusCode, let message)?:
      try record { () throws(StorageError) in try documents.remove(Self.key(change)) }
      throw Self.refusal(statusCode: statusCode, message: message, of: change, named: name)
    case .unsendable(let reason)?:
      try record { () throws(StorageError) in try documents.remove(Self.key(change)) }
      throw reason
    case .conflict(let fields)?:
      var marked = change
      marked.state = .conflict(fields)
      throw .conflict(ChangeConflict(change: marked, fields: fields))
    case .notSent(let reason)? where report.stoppedBy == nil:
      // Its answer was not one to act on: set apart, said now, with its cause.
      throw .unsentChange(id: change.id, cause: reason)
    case .notSent(let reason)?:
      // Unreachable, offline, interrupted: the change waits, as promised.
      return .queued(QueuedChange(change: change, reason: reason, waiting: report.waiting))
    case nil:
      return try await outcome(of: change, named: name, report: report)
    }
  }

  /// What became of `change`, which this send did not meet: another process's sync may have met
  /// it first, while this one waited for the lock.
  private func outcome(of change: PendingChange, named name: String, report: OutboxReport)
    async throws(RepositoryError) -> Submission
  {
    switch load(Slot(id: change.id, resource: change.resource)) {
    case .missing:
      // Sent by another process's sync, its answer gone there.
      return .sent(itemID: change.itemID, unreadable: nil, storeFailure: nil)
    case .unreadable:
      throw .unreadableChange(id: change.id)
    case .change(let kept):
      switch kept.state {
      case .pending:
        // Sending stopped at an earlier change: this one waits behind it.
        let reason = report.stoppedBy ?? .cancelled
        return .queued(QueuedChange(change: kept, reason: reason, waiting: report.waiting))
      case .conflict(let fields):
        throw .conflict(ChangeConflict(change: kept, fields: fields))
      case .unanswered(let reason):
        throw .unsentChange(
          id: kept.id, cause: .invalidResponse(ResponseProblem(reason, underlyingError: nil)))
      case .refused(let statusCode, let message):
        try record { () throws(StorageError) in try documents.remove(Self.key(kept)) }
        throw Self.refusal(statusCode: statusCode, message: message, of: kept, named: name)
      case .unsendable:
        try record { () throws(StorageError) in try documents.remove(Self.key(kept)) }
        throw .invalidRequest(underlyingError: .invalidRequest(.unencodableBody))
      }
    }
  }

  // MARK: Keeping

  /// The highest number a change may have: far past any outbox's life, and far from overflow.
  static let largestNumber = 999_999_999_999

  /// Keeps `change` as the newest under a new number, its key, time, values and state as given.
  /// The counter is written first, so a kill in between skips a number but never reuses one.
  ///
  /// - Throws: ``RepositoryError/outboxFull(capacity:)``, or the store's errors (a change too
  ///   large among them), before anything is written.
  public func keep(_ change: PendingChange) async throws(RepositoryError) -> PendingChange {
    try await keeping(change).change
  }

  /// Keeps `change` as ``keep(_:)`` does, and says what waits, it last.
  private func keeping(_ change: PendingChange) async throws(RepositoryError) -> (
    change: PendingChange, waiting: [Slot]
  ) {
    var change = change
    try checkSize(of: change)
    let lock: any HeldLock
    do {
      lock = try await locks.lock(
        at: try documents.url(forFileNamed: "outbox.lock"), holder: "a change to the outbox",
        maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(lockFailure: error)
    }
    defer { lock.release() }
    let slots = try slots()
    guard slots.count < Self.capacity else { throw .outboxFull(capacity: Self.capacity) }
    // Past every number that waits when the counter is gone, impossible, or behind (restored
    // from an older copy); the numbers of changes already sent cannot be known then.
    let counter = DocumentKey<Int>("next")
    let kept = (try? documents.load(counter, where: (1...Self.largestNumber).contains))?.value ?? 1
    change.id = max(kept, (slots.last?.id ?? 0) + 1)
    guard change.id <= Self.largestNumber else {
      throw RepositoryError(.corrupted(path: "\(documents.container)", .impossibleValues))
    }
    try record { () throws(StorageError) in try documents.save(change.id + 1, for: counter) }
    try save(change)
    return (change, slots + [Slot(id: change.id, resource: change.resource)])
  }

  /// Refuses a change a person makes that JSON cannot hold, or that is past
  /// ``maximumChangeBytes``: as input, before anything is written.
  private func checkSize(of change: PendingChange) throws(RepositoryError) {
    guard let json = try? JSONEncoder().encode(change) else {
      throw RepositoryError(.unencodable(path: "\(documents.container)/new change"))
    }
    guard json.count <= Self.maximumChangeBytes else {
      throw RepositoryError(
        .entryTooLarge(path: "\(documents.container)", limit: Self.maximumChangeBytes))
    }
  }

  private func save(_ change: PendingChange) throws(RepositoryError) {
    try record { () throws(StorageError) in try documents.save(change, for: Self.key(change)) }
  }

  private static func key(_ change: PendingChange) -> DocumentKey<PendingChange> {
    Slot(id: change.id, resource: change.resource).key
  }

  /// Runs one step of the store, its failure in the repository's terms.
  private func record(_ step: () throws(StorageError) -> Void) throws(RepositoryError) {
    do {
      try step()
    } catch {
      throw RepositoryError(error)
    }
  }

  private func takeSendLock() async throws(RepositoryError) -> any HeldLock {
    do {
      let url = try store.url(forFileNamed: CacheKeys.syncLock)
      return try await locks.lock(at: url, holder: "a sync", maximumWait: lockWait, clock: clock)
    } catch {
      throw RepositoryError(lockFailure: error)
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
}

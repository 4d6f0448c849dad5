public import Foundation

/// The outbox kept as a log, `outbox.log`, in a container of its own: each change added, replaced
/// or removed is one line appended under the outbox's lock, so the cost of a write does not grow
/// with the queue, and a sync records each change's outcome as soon as it is known
/// (docs/decisions/0015, `OutboxLog`).
///
/// The next number to give is kept in `outbox.next`, taken *before* its line is written: a kill
/// between the two skips a number, and never gives one twice. When most of the log is changes
/// gone, ``compact()`` rewrites it with only what waits. An outbox written by an earlier Strata,
/// `outbox.json`, is read as it is, and becomes a log at the first change (kept beside it as
/// `outbox.json.migrated`).
public struct FileOutboxStorage: OutboxStorageProviding {
  /// The most the outbox's file may ever hold, in bytes: what every read of it must allow (its
  /// accessor's limit; the composition root gives it one of this size). What a sync records is
  /// never refused for size: when it would pass this, the log is compacted first, and a state
  /// that still has no room sets its change apart, so the file always stays readable.
  public static let defaultMaximumBytes = 48 * 1024 * 1024
  /// The most the changes waiting may hold, in bytes (100,000 small changes take 25 MB): a new
  /// change, or a person's edit of one, that would pass it is refused, unwritten, leaving room
  /// for the states and removals a sync records.
  public static let defaultMaximumWaitingBytes = 40 * 1024 * 1024
  /// The most one change a person makes may hold, in bytes.
  public static let maximumChangeBytes = 64 * 1024
  /// The most a change may hold once a sync has recorded its state (a conflict repeats its
  /// values): a state larger still (a conflict with huge values, a change edited by hand past
  /// the limits) sets the change apart as unreadable, so recording is never refused.
  public static let maximumRecordedBytes = 4 * maximumChangeBytes

  private let shared: SharedContainer
  private var accessor: any FileAccessorProviding { shared.accessor }
  private let maximumBytes: Int
  private let maximumWaitingBytes: Int
  /// The most the file may hold once a change or a state is written: what waits then always
  /// leaves room for the short lines (a removal, a change set apart) that a sync and a discard
  /// write, so those never fail for size.
  private let recordingLimit: Int
  /// `outbox.json`, read until the first change turns it into a log.
  private let legacy: LockedDocument<LegacyFile>

  /// Creates an outbox in `shared`, its file of at most `maximumBytes` (no more than its
  /// accessor reads) and what waits of at most `maximumWaitingBytes`, its changes taking turns
  /// under `outbox.lock`.
  public init(
    in shared: SharedContainer,
    maximumBytes: Int = defaultMaximumBytes,
    maximumWaitingBytes: Int = defaultMaximumWaitingBytes
  ) {
    self.shared = shared
    self.maximumBytes = maximumBytes
    recordingLimit = maximumBytes - maximumBytes / 16
    self.maximumWaitingBytes = min(maximumWaitingBytes, recordingLimit)
    legacy = LockedDocument(
      shared: shared, fileName: "outbox.json", lockName: "outbox.lock",
      holder: "a change to the outbox")
  }

  /// What waits, with the data of the entries `window` picks: the log is scanned a piece at a
  /// time, then only their lines are read again; none when there is no outbox yet.
  public func contents(loading window: ([Int]) -> Range<Int>) throws(StorageError)
    -> OutboxContents
  {
    guard let directory = try shared.existingDirectory() else {
      return OutboxContents()
    }
    return try read(in: directory, loading: window).contents
  }

  /// Takes the next number, then appends the change's line.
  ///
  /// - Throws: ``StorageError/entryTooLarge(path:limit:)`` before anything is written, when the
  ///   change is larger than ``maximumChangeBytes``; ``StorageError/tooLarge(path:limit:)`` when
  ///   what waits would pass its limit even compacted.
  public func append(_ data: Data) async throws(StorageError) -> OutboxEntry {
    try await changing { directory throws(StorageError) in
      let log = directory.appendingPathComponent(OutboxLog.fileName)
      guard data.count <= Self.maximumChangeBytes else {
        throw .entryTooLarge(path: log.path, limit: Self.maximumChangeBytes)
      }
      let counter = directory.appendingPathComponent("outbox.next")
      let id = try nextID(counter, in: directory)
      // Past the most a line may name: a log edited by hand, or one that gave every number there
      // is (the counter's own number is checked), so the log is the file to name.
      guard id <= OutboxLog.maximumID else {
        throw .corrupted(path: log.path, .impossibleValues)
      }
      try accessor.write(Data("\(id + 1)\n".utf8), to: counter)
      let entry = OutboxEntry(id: id, data: data)
      try append(.add(entry), to: log, in: directory, limit: maximumWaitingBytes)
      return entry
    }
  }

  /// Appends the entry's line, a person's change to what waits: refused, unwritten, past
  /// ``maximumChangeBytes`` or when what waits would pass its limit even compacted, as an add is.
  public func replace(_ entry: OutboxEntry) async throws(StorageError) {
    try await changing { directory throws(StorageError) in
      let log = directory.appendingPathComponent(OutboxLog.fileName)
      guard entry.data.count <= Self.maximumChangeBytes else {
        throw .entryTooLarge(path: log.path, limit: Self.maximumChangeBytes)
      }
      try append(.replace(entry), to: log, in: directory, limit: maximumWaitingBytes)
    }
  }

  /// Appends one line per entry replaced and per entry removed; an entry whose new data is
  /// larger than ``maximumRecordedBytes``, or than the file has room for beside what waits even
  /// compacted, is set apart instead.
  public func update(_ entries: [OutboxEntry], removing removed: Set<Int>)
    async throws(StorageError)
  {
    guard !entries.isEmpty || !removed.isEmpty else { return }
    try await changing { directory throws(StorageError) in
      let log = directory.appendingPathComponent(OutboxLog.fileName)
      for entry in entries where !removed.contains(entry.id) {
        if entry.data.count <= Self.maximumRecordedBytes,
          try appendState(entry, to: log, in: directory)
        {
          continue
        }
        // Too large to record, or no room for it even compacted: set apart, for the person to
        // see and discard, never a sync that fails at the same change every time.
        try append(.unreadable(entry.id), to: log, in: directory, limit: maximumBytes)
      }
      for id in removed.sorted() {
        try append(.remove(id), to: log, in: directory, limit: maximumBytes)
      }
    }
  }

  /// Appends `entry`'s new state when the file stays within ``recordingLimit``, compacted first
  /// when it would not; whether it was appended.
  private func appendState(_ entry: OutboxEntry, to log: URL, in directory: URL)
    throws(StorageError) -> Bool
  {
    do {
      try append(.replace(entry), to: log, in: directory, limit: recordingLimit)
      return true
    } catch .tooLarge {
      return false
    }
  }

  /// Rewrites the log with only what waits, when most of it is changes gone.
  public func compact() async throws(StorageError) {
    try await changing { directory throws(StorageError) in
      try compact(in: directory, always: false)
    }
  }

  /// Appends `record`; when the file would pass `limit`, compacts it and tries once more.
  private func append(_ record: OutboxLog.Record, to log: URL, in directory: URL, limit: Int)
    throws(StorageError)
  {
    let line = OutboxLog.appendable(record)
    do {
      try accessor.appendLine(line, to: log, limit: limit)
    } catch .tooLarge {
      // The limit is on what waits, not on what was sent: rewrite, then try once more.
      try compact(in: directory, always: true)
      try accessor.appendLine(line, to: log, limit: limit)
    }
  }

  /// Runs `body` under the outbox's lock, with the container's directory, once any
  /// `outbox.json` of an earlier Strata has become a log.
  private func changing<Result>(_ body: (URL) throws(StorageError) -> Result)
    async throws(StorageError) -> Result
  {
    try await shared.changing(lock: "outbox.lock", holder: "a change to the outbox") {
      directory throws(StorageError) in
      try migrate(in: directory)
      return try body(directory)
    }
  }

  /// What the outbox in `directory` holds, from its log or else from an `outbox.json`.
  private func read(in directory: URL, loading window: ([Int]) -> Range<Int>)
    throws(StorageError) -> Snapshot
  {
    do {
      return try readLog(in: directory, loading: window)
    } catch .notFound {
      guard let file = try readLegacy() else { return Snapshot() }
      let waiting = file.entries.map(\.id)
      let loaded = window(waiting).clamped(to: waiting.indices)
      return Snapshot(
        contents: OutboxContents(entries: Array(file.entries[loaded]), waiting: waiting),
        nextID: file.nextID)
    }
  }

  /// What the outbox in `directory` holds, counted, none of its data loaded.
  private func scan(in directory: URL) throws(StorageError) -> Snapshot {
    try read(in: directory, loading: { _ in 0..<0 })
  }

  /// What the log in `directory` holds: one scan, then the lines of the entries asked for, both
  /// from the one file opened.
  ///
  /// - Throws: ``StorageError/notFound(path:)`` when there is no log.
  private func readLog(in directory: URL, loading window: ([Int]) -> Range<Int>)
    throws(StorageError) -> Snapshot
  {
    let log = directory.appendingPathComponent(OutboxLog.fileName)
    return try reading(log) { file throws(StorageError) in
      let scan = try OutboxLog.scan(file, path: log.path)
      let loaded = window(scan.waiting).clamped(to: scan.waiting.indices)
      let (entries, damaged) = try OutboxLog.load(scan.waiting[loaded], of: scan, from: file)
      let unreadable = scan.unreadable.union(damaged)
      return Snapshot(
        contents: OutboxContents(
          entries: entries, unreadable: unreadable.sorted(),
          waiting: damaged.isEmpty ? scan.waiting : scan.waiting.filter { !unreadable.contains($0) }
        ), nextID: scan.nextID, isMostlyDead: scan.isMostlyDead)
    }
  }

  /// Reads the log at `log` with `body`. A log larger than this outbox ever lets it grow (it
  /// compacts first, and sets a state apart rather than pass its limit) was not written by it:
  /// it is named as a file that cannot be true, to move aside, never as an outbox that is full,
  /// which no sync or discard could then mend.
  private func reading<Result>(
    _ log: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    do {
      return try accessor.reading(log) { file throws(StorageError) in
        guard file.size <= maximumBytes else {
          throw .corrupted(path: log.path, .impossibleValues)
        }
        return try body(file)
      }
    } catch .tooLarge {
      throw .corrupted(path: log.path, .impossibleValues)
    }
  }

  /// `outbox.json`, when there is one; one too large to read is named as a log is, for the
  /// reason `reading(_:_:)` gives.
  private func readLegacy() throws(StorageError) -> LegacyFile? {
    do {
      return try legacy.read()
    } catch .tooLarge(let path, _) {
      throw .corrupted(path: path, .impossibleValues)
    }
  }

  /// The number the next change gets: from `outbox.next`, when it is above every number the
  /// log's last lines name. Or else, when the last lines cannot tell, the counter was left
  /// behind (restored from an older copy), or it cannot be read or holds no plausible number,
  /// the higher of the counter's number and the whole log's (scanned, no data loaded): a log
  /// emptied or lost since does not make its numbers free again.
  private func nextID(_ counter: URL, in directory: URL) throws(StorageError) -> Int {
    let kept = (try? accessor.contents(of: counter)).flatMap { text in
      Int(String(decoding: text.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self))
    }.flatMap { (1...OutboxLog.maximumID).contains($0) ? $0 : nil }
    if let kept, let lowest = try lowestFreeID(afterTailOf: directory), kept >= lowest {
      return kept
    }
    return max(kept ?? 1, try scan(in: directory).nextID)
  }

  /// The lowest number above every number the last lines of the log name: one short read, so a
  /// counter that fell behind is caught without a scan; `nil` when those lines hold no add.
  private func lowestFreeID(afterTailOf directory: URL) throws(StorageError) -> Int? {
    let log = directory.appendingPathComponent(OutboxLog.fileName)
    do {
      return try reading(log) { file throws(StorageError) in
        let start = max(0, file.size - OutboxLog.pieceSize / 16)
        return OutboxLog.lowestFreeID(after: try file.read(start..<file.size), whole: start == 0)
      }
    } catch .notFound {
      return 1
    }
  }

  private func compact(in directory: URL, always: Bool) throws(StorageError) {
    // Scanned first, no data loaded: most syncs end here.
    if !always {
      guard try scan(in: directory).isMostlyDead else { return }
    }
    let snapshot = try read(in: directory, loading: \.indices)
    let log = directory.appendingPathComponent(OutboxLog.fileName)
    let compacted = OutboxLog.compacted(snapshot.contents, nextID: snapshot.nextID)
    guard compacted.count <= maximumBytes else {
      throw .tooLarge(path: log.path, limit: maximumBytes)
    }
    try accessor.write(compacted, to: log)
  }

  /// Turns an `outbox.json` into the log, then keeps it as `outbox.json.migrated`. When a log
  /// is there already (a kill between the two steps, or the earlier version run again since),
  /// the entries the log does not hold are added after its own, with new numbers.
  private func migrate(in directory: URL) throws(StorageError) {
    guard let file = try readLegacy() else { return }
    let log = directory.appendingPathComponent(OutboxLog.fileName)
    let json = directory.appendingPathComponent("outbox.json")
    let existing: Snapshot?
    do {
      existing = try readLog(in: directory, loading: \.indices)
    } catch .notFound {
      existing = nil
    }
    var state = existing ?? Snapshot()
    if let existing {
      let held = Set(existing.contents.entries.map(\.data))
      var next = max(existing.nextID, file.nextID)
      for entry in file.entries where !held.contains(entry.data) {
        state.contents.entries.append(OutboxEntry(id: next, data: entry.data))
        state.contents.waiting.append(next)
        next += 1
      }
      state.nextID = next
    } else {
      state.contents = OutboxContents(entries: file.entries)
      state.nextID = file.nextID
    }
    if existing == nil || state != existing {
      try accessor.write(OutboxLog.compacted(state.contents, nextID: state.nextID), to: log)
      try? accessor.removeItem(at: directory.appendingPathComponent("outbox.next"))
    }
    try accessor.write(
      try accessor.contents(of: json), to: directory.appendingPathComponent("outbox.json.migrated"))
    try accessor.removeItem(at: json)
  }
}

extension FileOutboxStorage {
  /// What a read of the outbox found, with what a write needs besides: the next number to give,
  /// and whether most of the log is changes gone.
  private struct Snapshot: Equatable {
    var contents = OutboxContents()
    var nextID = 1
    var isMostlyDead = false
  }

  /// `outbox.json`, the one JSON document earlier versions kept the outbox in (format 1).
  struct LegacyFile: LockedContents {
    static let currentVersion = 1
    static let empty = LegacyFile(schemaVersion: currentVersion, nextID: 1, entries: [])

    var schemaVersion: Int
    /// The identifier the next entry gets: above every one given, so none is ever reused.
    var nextID: Int
    var entries: [OutboxEntry]

    /// Whether its numbers can be true, and each can be a line of the log it becomes: a number
    /// past ``OutboxLog/maximumID`` would be a line the log cannot read back.
    var isPlausible: Bool {
      let ids = entries.map(\.id)
      return (1...OutboxLog.maximumID).contains(nextID)
        && ids.allSatisfy { (1..<nextID).contains($0) }
        && zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }
    }
  }
}

public import Foundation

/// The file-system boundary, part five: changes the person made that wait to be sent, in the
/// order they were made.
///
/// An outbox must never lose what a person typed, so every entry is on disk before the command
/// that made it returns, and entries leave only when the layer above says they were sent. It
/// keeps bytes, one line each (no newline in them: JSON that is not pretty-printed has none):
/// what a change means belongs to Repositories. An entry whose bytes were damaged on disk is
/// set apart, never sent, and can still be removed, so one bad entry never stops the queue.
///
/// The production implementation is ``FileOutboxStorage``; tests use `MockOutboxStorage`
/// (module `StorageMocks`). One contract suite runs against both.
public protocol OutboxStorageProviding: Sendable {
  /// What waits: the number of every entry waiting, oldest first, the data of the entries at
  /// the positions `window` picks among them, and the numbers of those set apart as unreadable.
  ///
  /// `window` is given the numbers waiting and answers which positions to load: a page of a
  /// listing, the next batch to send, or the one entry asked for; positions past the end are
  /// cut off. So a read of a long outbox costs its numbers and the data asked for, not all of
  /// its data. An entry loaded that turns out damaged on disk leaves `waiting` for
  /// `unreadable`: so a damaged entry may be counted as waiting until its data is read.
  func contents(loading window: ([Int]) -> Range<Int>) throws(StorageError) -> OutboxContents

  /// Adds `data` as the newest entry and returns it, with an identifier no entry of this outbox
  /// has had before.
  func append(_ data: Data) async throws(StorageError) -> OutboxEntry

  /// Replaces the data of entry `entry.id` with what a person changed, refused, unwritten, as a
  /// new entry would be: past the limit of one entry, or of what waits. An identifier not there
  /// is ignored.
  func replace(_ entry: OutboxEntry) async throws(StorageError)

  /// Records what a sending found: replaces the data of each entry in `entries` (matched by
  /// identifier) and removes every entry whose identifier is in `removed`, unreadable ones
  /// included; an identifier not there is ignored. What is recorded is never refused for size:
  /// an entry whose new data has no room is set apart as unreadable instead. Its cost is that of
  /// the entries named, not of the outbox.
  func update(_ entries: [OutboxEntry], removing removed: Set<Int>) async throws(StorageError)

  /// Gives back the room taken by entries gone, when that is most of it: its cost is that of the
  /// whole outbox, so it is called once a sync is done, never once per change.
  func compact() async throws(StorageError)
}

/// What an outbox holds: the entries that wait, the data of those asked for, and the numbers of
/// those that could not be read.
public struct OutboxContents: Hashable, Sendable {
  /// The numbers of the entries waiting, oldest first.
  public var waiting: [Int]
  /// The entries asked for, with their data, oldest first.
  public var entries: [OutboxEntry]
  /// The numbers of entries set apart: their bytes damaged on disk, or a recorded state with no
  /// room; never sent, and removed like any other.
  public var unreadable: [Int]

  /// An outbox where `waiting` wait (those of `entries` when `nil`), `entries` were loaded, and
  /// `unreadable` are set apart.
  public init(entries: [OutboxEntry] = [], unreadable: [Int] = [], waiting: [Int]? = nil) {
    self.waiting = waiting ?? entries.map(\.id)
    self.entries = entries
    self.unreadable = unreadable
  }

  /// How many entries wait, those set apart included.
  public var count: Int { waiting.count + unreadable.count }
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

extension OutboxStorageProviding {
  /// Everything waiting, every entry's data loaded.
  public func contents() throws(StorageError) -> OutboxContents {
    try contents(loading: \.indices)
  }

  /// How many entries wait, those set apart included: counted, none of their data loaded.
  public func waitingCount() throws(StorageError) -> Int {
    try contents(loading: { _ in 0..<0 }).count
  }

  /// The entries waiting, oldest first, without those set apart as unreadable.
  public func entries() throws(StorageError) -> [OutboxEntry] {
    try contents().entries
  }
}

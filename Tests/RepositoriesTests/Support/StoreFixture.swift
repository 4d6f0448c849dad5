import Foundation
import Networking
import Repositories
import Storage
import StorageMocks
import TestSupport

/// A real ``DocumentStore`` over the mocked file-system boundaries: repositories are tested with
/// their real collaborators, and only the disk is simulated.
struct StoreFixture {
  let fileSystem = MockFileSystem()
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  /// The disk of every ``outbox(api:)`` of this fixture, apart from the cache's, so a failure
  /// made for one is not the other's.
  let outboxFileSystem = MockFileSystem()
  let outboxFiles = MockFileAccessor()
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  var store: DocumentStore {
    DocumentStore(
      container: StorageContainer("cache", "test"), fileSystem: fileSystem, accessor: files,
      now: { [now] in now })
  }

  /// Where every ``outbox(api:)`` of this fixture keeps its changes: `outbox/test`.
  var outboxDocuments: DocumentStore {
    DocumentStore(
      container: StorageContainer("outbox", "test"), fileSystem: outboxFileSystem,
      accessor: outboxFiles, now: { [now] in now })
  }

  /// The numbers of the changes kept in the outbox, read from its files' names.
  var keptChanges: [Int] {
    outboxFiles.paths.compactMap { path in
      let name = URL(fileURLWithPath: path).lastPathComponent
      guard name.hasPrefix("change-") else { return nil }
      return Int(name.dropFirst("change-".count).prefix { $0 != "-" })
    }.sorted()
  }

  /// Puts `text` in the place of change `id`'s file, as damage on the disk would.
  func damageChange(_ id: Int, with text: String = "garbage", resource: String = "notes") {
    outboxFiles.place(Data(text.utf8), at: changeURL(id, resource: resource))
  }

  /// The file change `id` of `resource` is kept in.
  func changeURL(_ id: Int, resource: String = "notes") -> URL {
    URL(fileURLWithPath: "/virtual/strata/outbox/test/change-\(id)-\(resource).json")
  }

  /// A store whose clock reads `date`, to put documents in place as if written then.
  func store(at date: Date) -> DocumentStore {
    DocumentStore(
      container: StorageContainer("cache", "test"), fileSystem: fileSystem, accessor: files,
      now: { date })
  }

  /// An outbox in memory, sending through `senders` into this fixture's store, under this
  /// fixture's lock, keying each change with `key()`.
  func outbox(
    sending senders: [any ChangeSending], key: @escaping @Sendable () -> String = { "key" },
    clock: any Clock<Duration> = ImmediateClock()
  ) -> Outbox {
    Outbox(
      documents: outboxDocuments, senders: senders, syncLockIn: store, locks: locks, clock: clock,
      now: { [now] in now }, makeKey: key)
  }

  func url(_ name: String) -> URL {
    URL(fileURLWithPath: "/virtual/strata/cache/test/\(name)")
  }
}

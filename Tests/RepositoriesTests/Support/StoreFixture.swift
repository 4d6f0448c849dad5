import DomainMocks
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
  /// Where every ``outbox(api:)`` of this fixture keeps its changes.
  let outboxStorage = MockOutboxStorage()
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  var store: DocumentStore {
    DocumentStore(
      container: StorageContainer("cache", "test"), fileSystem: fileSystem, accessor: files,
      now: { [now] in now })
  }

  /// A store whose clock reads `date`, to put documents in place as if written then.
  func store(at date: Date) -> DocumentStore {
    DocumentStore(
      container: StorageContainer("cache", "test"), fileSystem: fileSystem, accessor: files,
      now: { date })
  }

  /// An outbox in memory, sending changes of users and of `Note`s through `api` into this
  /// fixture's store, under this fixture's lock.
  func outbox(api: any APIClient) -> Outbox {
    Outbox(
      storage: outboxStorage,
      senders: [
        ProfileChangeSender(api: api, store: store),  // samples
        ResourceChangeSender<Note>(api: api, store: store),
      ],
      store: store, locks: locks, clock: ImmediateClock(), now: { [now] in now },
      makeKey: { "key" })
  }

  func url(_ name: String) -> URL {
    URL(fileURLWithPath: "/virtual/strata/cache/test/\(name)")
  }
}

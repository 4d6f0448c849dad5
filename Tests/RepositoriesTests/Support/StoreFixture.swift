import Foundation
import Storage
import StorageMocks

/// A real ``DocumentStore`` over the mocked file-system boundaries: repositories are tested with
/// their real collaborators, and only the disk is simulated.
struct StoreFixture {
  let fileSystem = MockFileSystem()
  let files = MockFileAccessor()
  let locks = MockFileLocking()
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

  func url(_ name: String) -> URL {
    URL(fileURLWithPath: "/virtual/strata/cache/test/\(name)")
  }
}

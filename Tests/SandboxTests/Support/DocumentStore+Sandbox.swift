import Storage
import StorageMocks

extension DocumentStore {
  /// The sandbox's store on the in-memory disk: `files`, and `fileSystem` when a test looks at
  /// what was written where.
  static func sandbox(files: MockFileAccessor, fileSystem: MockFileSystem = MockFileSystem())
    -> DocumentStore
  {
    DocumentStore(container: StorageContainer("sandbox"), fileSystem: fileSystem, accessor: files)
  }
}

import Storage
import StorageMocks

extension DocumentStore {
  /// The sandbox's store on the in-memory disk `files`, with `fileSystem` to see what went where.
  static func sandbox(files: MockFileAccessor, fileSystem: MockFileSystem = MockFileSystem())
    -> DocumentStore
  {
    DocumentStore(container: StorageContainer("sandbox"), fileSystem: fileSystem, accessor: files)
  }
}

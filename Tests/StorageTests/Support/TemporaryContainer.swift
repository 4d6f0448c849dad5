import Storage
import TestSupport

extension TemporaryDirectory {
  /// `container` on the real disk, in this directory, with the real locks: the file-backed half
  /// of a storage contract.
  func container(_ container: StorageContainer) -> SharedContainer {
    SharedContainer(
      container, fileSystem: LocalFileSystem(root: url), accessor: FileAccessor(),
      locks: FileLock())
  }
}

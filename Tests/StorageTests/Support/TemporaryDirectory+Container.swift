import Storage
import TestSupport

extension TemporaryDirectory {
  /// `container` on the real disk, in this directory, read through `accessor`, with the real
  /// locks: the file-backed half of a storage contract, or a store held to a real reader's limit.
  func container(
    _ container: StorageContainer, accessor: FileAccessor = FileAccessor()
  ) -> SharedContainer {
    SharedContainer(
      container, fileSystem: LocalFileSystem(root: url), accessor: accessor, locks: FileLock())
  }
}

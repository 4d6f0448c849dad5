public import Foundation

/// The file-system boundary, part one: *where* Strata may keep files.
///
/// A container is a directory of Strata's own, such as the offline cache. Asking for it to write
/// creates it, so a bad data directory fails here, typed, before any file is touched. A read
/// creates nothing and needs no write access, so `strata articles --offline` works on a read-only
/// directory. ``LocalFileSystem`` implements it, and `MockFileSystem` (module `StorageMocks`)
/// simulates a container that cannot be created.
public protocol FileSystemProviding: Sendable {
  /// The directory for `container`, for writing, created with mode 0700 if missing; throws
  /// ``StorageError/containerUnavailable(path:_:)`` when it cannot be created or written.
  func containerURL(for container: StorageContainer) throws(StorageError) -> URL

  /// The directory for `container`, for reading, or `nil` when it does not exist; creates nothing,
  /// and throws ``StorageError/containerUnavailable(path:_:)`` when it cannot be read.
  func existingContainerURL(for container: StorageContainer) throws(StorageError) -> URL?
}

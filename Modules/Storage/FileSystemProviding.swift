public import Foundation

/// The file-system boundary, part one: *where* Strata may keep files.
///
/// A container is a directory that belongs to Strata (the offline cache, the sandbox's data).
/// Asking for its URL for writing creates it, so a missing, unwritable or misplaced data
/// directory surfaces here, as a typed error, before any file is touched. A read never creates a
/// directory and needs no write access, so `strata articles --offline` works on a read-only one.
///
/// Implemented by ``LocalFileSystem``; `MockFileSystem` (module `StorageMocks`) simulates a
/// container that cannot be created.
public protocol FileSystemProviding: Sendable {
  /// Returns the directory for `container`, creating it (mode 0700) when it does not exist, for
  /// writing.
  ///
  /// - Throws: ``StorageError/containerUnavailable(path:_:)`` when the directory cannot be
  ///   created or written.
  func containerURL(for container: StorageContainer) throws(StorageError) -> URL

  /// Returns the directory for `container` for reading, or `nil` when it does not exist (so
  /// nothing is stored in it); creates nothing.
  ///
  /// - Throws: ``StorageError/containerUnavailable(path:_:)`` when it exists but cannot be
  ///   read.
  func existingContainerURL(for container: StorageContainer) throws(StorageError) -> URL?
}

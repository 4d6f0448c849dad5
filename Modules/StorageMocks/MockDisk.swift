public import Foundation
public import Storage
public import TestSupport

/// The mocked files, locks and never-waiting clock under a file-backed store, with the
/// ``Storage/SharedContainer`` over them that a test of such a store starts from.
///
/// ```swift
/// let disk = MockDisk()
/// let bookmarks = FileBookmarkStorage(in: disk.container(StorageContainer("bookmarks", "sandbox")))
/// disk.locks.holdElsewhere(holder: "a bookmark change (process 7)")
/// ```
public struct MockDisk: Sendable {
  /// The files, in memory.
  public let files = MockFileAccessor()
  /// The locks, which can pretend another process holds one.
  public let locks = MockFileLocking()
  /// The clock a store waits on for a lock: it returns at once and records each wait.
  public let clock = ImmediateClock()
  /// Where containers are, below `root`.
  public let fileSystem: MockFileSystem

  /// A disk whose containers are below `root`.
  public init(root: URL = URL(fileURLWithPath: "/data", isDirectory: true)) {
    fileSystem = MockFileSystem(root: root)
  }

  /// `container` on this disk; its files are read and written through `accessor` when one is
  /// given (one that records what is read, say), else through ``files``.
  public func container(
    _ container: StorageContainer, accessor: (any FileAccessorProviding)? = nil
  ) -> SharedContainer {
    SharedContainer(
      container, fileSystem: fileSystem, accessor: accessor ?? files, locks: locks, clock: clock)
  }

  /// The file at `path` below the root, such as `bookmarks/sandbox/bookmarks.json`.
  public func url(_ path: String) -> URL {
    fileSystem.root.appendingPathComponent(path)
  }
}

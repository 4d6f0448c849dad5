import DomainMocks
import Foundation
import Storage
import TestSupport
import Testing

@Suite("Local file system", .tags(.fileSystem))
struct LocalFileSystemTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("Creates a nested container, every new directory private (0700)")
  func createsPrivateContainer() throws {
    let root = directory.url.appendingPathComponent("data")
    let url = try LocalFileSystem(root: root).containerURL(
      for: StorageContainer("cache", "sandbox"))
    #expect(url.path == root.appendingPathComponent("cache/sandbox").path)
    for path in ["data", "data/cache", "data/cache/sandbox"] {
      #expect(try permissions(of: directory.url.appendingPathComponent(path)) == 0o700, "\(path)")
    }
  }

  @Test("Returns an existing container unchanged")
  func reusesExistingContainer() throws {
    let fileSystem = LocalFileSystem(root: directory.url)
    let first = try fileSystem.containerURL(for: StorageContainer("cache"))
    try Data("x".utf8).write(to: first.appendingPathComponent("kept.json"))
    let second = try fileSystem.containerURL(for: StorageContainer("cache"))
    #expect(first == second)
    #expect(FileManager.default.fileExists(atPath: second.appendingPathComponent("kept.json").path))
  }

  @Test("Reports a file standing where the data directory should be, with its path")
  func fileInTheWay() throws {
    let blocker = directory.appending("blocker")
    try Data().write(to: blocker)
    let fileSystem = LocalFileSystem(root: blocker)
    #expect(
      throws: StorageError.containerUnavailable(
        path: blocker.path, SystemError(code: ENOTDIR))
    ) {
      try fileSystem.containerURL(for: StorageContainer("cache"))
    }
  }

  @Test(
    "Refuses names that could leave the data directory",
    arguments: [
      [".."], ["."], ["cache", ".."], ["a/b"], [""], ["caché"], [],
      [String(repeating: "a", count: 101)],
    ])
  func refusesUnsafeNames(components: [String]) {
    let container = StorageContainer(components: components)
    #expect(throws: StorageError.invalidName(container.description)) {
      try LocalFileSystem(root: directory.url).containerURL(for: container)
    }
  }
}

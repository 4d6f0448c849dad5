import DomainMocks
import Foundation
import Storage
import TestSupport
import Testing

@Suite("File accessor on disk", .tags(.fileSystem))
struct FileAccessorTests {
  let directory: TemporaryDirectory
  let accessor = FileAccessor()

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test("Creates files readable by their owner only (0600)")
  func createsPrivateFiles() throws {
    let url = directory.appending("profile.json")
    try accessor.write(Data("{}".utf8), to: url)
    #expect(try permissions(of: url) == 0o600)
  }

  @Test("Fails with the path when the directory does not exist")
  func failsInMissingDirectory() throws {
    let url = directory.url.appendingPathComponent("no/such/dir/doc.json")
    #expect(throws: StorageError.writeFailed(path: url.path, SystemError(code: ENOENT))) {
      try accessor.write(Data("x".utf8), to: url)
    }
  }

  @Test("A write that cannot replace its target leaves the target as it was")
  func failedWriteKeepsTarget() throws {
    let url = directory.appending("taken")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("child"), withIntermediateDirectories: false)
    #expect(throws: StorageError.self) { try accessor.write(Data("x".utf8), to: url) }
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && isDirectory.boolValue)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["taken"])
  }

  @Test("Reading a directory is refused as not a regular file, not a crash")
  func readingDirectoryFails() throws {
    #expect(throws: StorageError.notARegularFile(path: directory.url.path)) {
      try accessor.contents(of: directory.url)
    }
  }

  @Test("A pipe in place of a file is refused at once, naming the path: no read waits on it")
  func refusesAPipe() throws {
    let url = directory.appending("articles.json")
    #expect(mkfifo(url.path, 0o600) == 0)
    #expect(throws: StorageError.notARegularFile(path: url.path)) {
      try accessor.contents(of: url)
    }
  }

  @Test("A link to a device that never ends is refused unread")
  func refusesADevice() throws {
    let url = directory.appending("articles.json")
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
    #expect(throws: StorageError.notARegularFile(path: url.path)) {
      try accessor.contents(of: url)
    }
  }

  @Test("A file over the size limit is refused without being read, sparse or not")
  func refusesALargeFile() throws {
    let url = directory.appending("articles.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    #expect(truncate(url.path, 2_000_000_000) == 0)
    #expect(throws: StorageError.tooLarge(path: url.path, limit: FileAccessor.defaultMaximumBytes))
    {
      try accessor.contents(of: url)
    }
    let small = FileAccessor(maximumBytes: 4)
    try small.write(Data("12345".utf8), to: directory.appending("five.json"))
    #expect(throws: StorageError.tooLarge(path: directory.appending("five.json").path, limit: 4)) {
      try small.contents(of: directory.appending("five.json"))
    }
    // The limit itself is allowed: four bytes of a four-byte limit are read.
    try small.write(Data("1234".utf8), to: directory.appending("four.json"))
    #expect(try small.contents(of: directory.appending("four.json")) == Data("1234".utf8))
  }

  @Test("The next write deletes what a killed write left, and nothing a live writer holds")
  func sweepsOrphans() throws {
    // A process that has exited: a child that ran `true` and was waited for.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = ".doc.json.\(child.processIdentifier).123.tmp"
    let live = ".doc.json.\(getpid()).456.tmp"
    for name in [dead, live] {
      #expect(FileManager.default.createFile(atPath: directory.appending(name).path, contents: nil))
    }
    try accessor.write(Data("{}".utf8), to: directory.appending("other.json"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    #expect(names == [live, "other.json"])
  }
}

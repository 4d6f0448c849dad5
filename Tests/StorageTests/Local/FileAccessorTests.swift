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

  @Test("Leaves no temporary file behind")
  func leavesNoTemporaryFiles() throws {
    for version in 1...5 {
      try accessor.write(Data("v\(version)".utf8), to: directory.appending("doc.json"))
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names == ["doc.json"])
  }

  @Test("Fails with the path when the directory does not exist")
  func failsInMissingDirectory() throws {
    let url = directory.url.appendingPathComponent("no/such/dir/doc.json")
    #expect(throws: StorageError.writeFailed(path: url.path, reason: "No such file or directory")) {
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

  @Test("Reading a directory is a read failure, not a crash")
  func readingDirectoryFails() throws {
    #expect(throws: StorageError.readFailed(path: directory.url.path, reason: "Is a directory")) {
      try accessor.contents(of: directory.url)
    }
  }
}

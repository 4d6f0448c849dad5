import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// What only the file-backed outbox does: the lock, the file, a hostile file.
@Suite("File outbox storage")
struct FileOutboxStorageTests {
  let disk = MockDisk()
  var storage: FileOutboxStorage {
    FileOutboxStorage(in: disk.container(StorageContainer("outbox", "sandbox")))
  }
  var directory: URL { disk.url("outbox/sandbox") }
  var file: URL { directory.appendingPathComponent("outbox.json") }
  var log: URL { directory.appendingPathComponent("outbox.log") }

  @Test("An update of nothing writes nothing")
  func noWriteWithoutChange() async throws {
    _ = try await storage.append(Data("a".utf8))
    let calls = disk.files.calls.count
    try await storage.update([], removing: [])
    #expect(disk.files.calls.count == calls)
  }

  @Test(
    "A file with numbers that cannot be true is reported, never trusted",
    arguments: [
      #"{"schemaVersion": 1, "nextID": 0, "entries": []}"#,
      #"{"schemaVersion": 1, "nextID": 3, "entries": [{"id": 5, "data": ""}]}"#,
      #"{"schemaVersion": 1, "nextID": 9, "entries": [{"id": 2, "data": ""}, {"id": 1, "data": ""}]}"#,
      // Past the most a line of the log may name: migrated, it would vanish.
      #"{"schemaVersion": 1, "nextID": 1000000000000000001, "entries": [{"id": 1000000000000000000, "data": ""}]}"#,
    ])
  func impossibleNumbers(contents: String) {
    disk.files.place(Data(contents.utf8), at: file)
    #expect(throws: StorageError.corrupted(path: file.path, .impossibleValues)) {
      try storage.entries()
    }
  }

  @Test(
    "An outbox.json of an earlier version reads as it is, and becomes a log at the first change")
  func readsTheEarlierFile() async throws {
    let earlier = #"{"schemaVersion": 1, "nextID": 9, "entries": [{"id": 4, "data": "YQ=="}]}"#
    disk.files.place(Data(earlier.utf8), at: file)
    #expect(try storage.entries() == [OutboxEntry(id: 4, data: Data("a".utf8))])
    let added = try await storage.append(Data("b".utf8))
    #expect(added.id == 9)
    #expect(disk.files.storedContents(at: file) == nil)
    #expect(try storage.entries().map(\.id) == [4, 9])
  }

  @Test(
    "An outbox.json too large to read is a file to move aside, not an outbox that is full",
    .tags(.fileSystem))
  func earlierFileTooLarge() async throws {
    let directory = try TemporaryDirectory()
    let storage = FileOutboxStorage(
      in: directory.container(
        StorageContainer("outbox", "sandbox"), accessor: FileAccessor(maximumBytes: 64)),
      maximumBytes: 64)
    let file = directory.appending("outbox/sandbox/outbox.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A change of its time, larger than this accessor reads: "abc" twenty times, in base64.
    let data = String(repeating: "YWJj", count: 20)
    let earlier = #"{"schemaVersion": 1, "nextID": 9, "entries": [{"id": 4, "data": "\#(data)"}]}"#
    try Data(earlier.utf8).write(to: file)
    let named = StorageError.corrupted(path: file.path, .impossibleValues)
    #expect(throws: named) { try storage.entries() }
    await #expect(throws: named) { _ = try await storage.append(Data("b".utf8)) }
  }

  @Test("A full disk leaves the outbox as it was")
  func diskFull() async throws {
    _ = try await storage.append(Data("a".utf8))
    disk.files.fail(.write, with: .diskFull)
    await #expect(throws: StorageError.outOfSpace(path: directory.path + "/outbox.next")) {
      _ = try await storage.append(Data("b".utf8))
    }
    #expect(try storage.entries().map(\.id) == [1])
  }
}

import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// What only the file-backed outbox does: the lock, the file, a hostile file.
@Suite("File outbox storage")
struct FileOutboxStorageTests {
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  let clock = ImmediateClock()
  let root = URL(fileURLWithPath: "/data", isDirectory: true)
  var storage: FileOutboxStorage {
    FileOutboxStorage(
      container: StorageContainer("outbox", "sandbox"), fileSystem: MockFileSystem(root: root),
      accessor: files, locks: locks, clock: clock)
  }
  var file: URL { root.appendingPathComponent("outbox/sandbox/outbox.json") }

  @Test("An update that changes nothing writes nothing")
  func noWriteWithoutChange() async throws {
    _ = try await storage.append(Data("a".utf8))
    let writes = files.calls.filter { if case .write = $0 { true } else { false } }.count
    try await storage.update([], removing: [7])
    #expect(files.calls.filter { if case .write = $0 { true } else { false } }.count == writes)
  }

  @Test(
    "A file with numbers that cannot be true is reported, never trusted",
    arguments: [
      #"{"schemaVersion": 1, "nextID": 0, "entries": []}"#,
      #"{"schemaVersion": 1, "nextID": 3, "entries": [{"id": 5, "data": ""}]}"#,
      #"{"schemaVersion": 1, "nextID": 9, "entries": [{"id": 2, "data": ""}, {"id": 1, "data": ""}]}"#,
    ])
  func impossibleNumbers(contents: String) {
    files.place(Data(contents.utf8), at: file)
    #expect(throws: StorageError.corrupted(path: file.path, .impossibleValues)) {
      try storage.entries()
    }
  }

  @Test("A full disk leaves the outbox as it was")
  func diskFull() async throws {
    _ = try await storage.append(Data("a".utf8))
    files.fail(.write, with: .diskFull)
    await #expect(throws: StorageError.outOfSpace(path: file.path)) {
      _ = try await storage.append(Data("b".utf8))
    }
    #expect(try storage.entries().map(\.id) == [1])
  }
}

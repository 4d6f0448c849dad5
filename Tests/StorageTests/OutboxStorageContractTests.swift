import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the file-backed outbox in a temporary directory and the
/// in-memory fake.
@Suite("Outbox storage contract", .tags(.contract))
struct OutboxStorageContractTests {
  enum Implementation: String, CaseIterable, CustomTestStringConvertible {
    case file
    case fake

    var testDescription: String { rawValue }

    func makeSubject() throws -> (storage: any OutboxStorageProviding, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let storage = FileOutboxStorage(
          container: StorageContainer("outbox", "sandbox"),
          fileSystem: LocalFileSystem(root: directory.url), accessor: FileAccessor(),
          locks: FileLock())
        return (storage, directory)
      case .fake:
        return (MockOutboxStorage(), nil)
      }
    }
  }

  @Test("Nothing waits at first", arguments: Implementation.allCases)
  func empty(implementation: Implementation) throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    #expect(try storage.entries().isEmpty)
  }

  @Test("Entries come back oldest first, numbered from 1", arguments: Implementation.allCases)
  func appendInOrder(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let first = try await storage.append(Data("a".utf8))
    let second = try await storage.append(Data("b".utf8))
    #expect(first == OutboxEntry(id: 1, data: Data("a".utf8)))
    #expect(second == OutboxEntry(id: 2, data: Data("b".utf8)))
    #expect(try storage.entries() == [first, second])
  }

  @Test(
    "An update replaces and removes in one go, and a removed number is never given again",
    arguments: Implementation.allCases)
  func updateAndRemove(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for text in ["a", "b", "c"] { _ = try await storage.append(Data(text.utf8)) }
    try await storage.update([OutboxEntry(id: 2, data: Data("B".utf8))], removing: [1, 3, 99])
    #expect(try storage.entries() == [OutboxEntry(id: 2, data: Data("B".utf8))])
    let next = try await storage.append(Data("d".utf8))
    #expect(next.id == 4)
  }
}

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

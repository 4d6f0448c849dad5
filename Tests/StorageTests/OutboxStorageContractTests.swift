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
  enum Implementation: String, ContractImplementation {
    case file, fake

    func makeSubject(
      maximumWaitingBytes: Int = FileOutboxStorage.defaultMaximumWaitingBytes
    ) throws -> (storage: any OutboxStorageProviding, keepAlive: AnyObject?) {
      switch self {
      case .file:
        let directory = try TemporaryDirectory()
        let storage = FileOutboxStorage(
          in: directory.container(StorageContainer("outbox", "sandbox")),
          maximumWaitingBytes: maximumWaitingBytes)
        return (storage, directory)
      case .fake:
        return (MockOutboxStorage(maximumWaitingBytes: maximumWaitingBytes), nil)
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
    "A read loads only the entries its window picks; every number still waits, a window past the end is cut",
    arguments: Implementation.allCases)
  func window(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for text in ["a", "b", "c", "d"] { _ = try await storage.append(Data(text.utf8)) }
    try await storage.update([], removing: [2])
    var offered: [Int] = []
    let middle = try storage.contents { waiting in
      offered = waiting
      return 1..<2
    }
    #expect(offered == [1, 3, 4])
    #expect(
      middle
        == OutboxContents(entries: [OutboxEntry(id: 3, data: Data("c".utf8))], waiting: [1, 3, 4]))
    #expect(try storage.contents { _ in 0..<0 }.entries.isEmpty)
    #expect(try storage.contents { _ in 0..<0 }.count == 3)
    #expect(try storage.waitingCount() == 3)
    #expect(try storage.contents { _ in 2..<99 }.entries.map(\.id) == [4])
    #expect(try storage.contents { _ in 7..<9 }.entries.isEmpty)
  }

  @Test(
    "A state too large to record sets its change apart: recording is never refused",
    arguments: Implementation.allCases)
  func tooLargeToRecord(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for text in ["a", "b"] { _ = try await storage.append(Data(text.utf8)) }
    let huge = Data(count: FileOutboxStorage.maximumRecordedBytes + 1)
    try await storage.update([OutboxEntry(id: 1, data: huge)], removing: [])
    #expect(
      try storage.contents()
        == OutboxContents(entries: [OutboxEntry(id: 2, data: Data("b".utf8))], unreadable: [1]))
    try await storage.update([], removing: [1])
    #expect(try storage.contents().unreadable.isEmpty)
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

  @Test(
    "A change past a limit is refused before it is written; removing changes frees room",
    arguments: Implementation.allCases)
  func limits(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject(maximumWaitingBytes: 1_000)
    defer { withExtendedLifetime(keepAlive) {} }
    let tooLarge = Data(
      repeating: UInt8(ascii: "x"), count: FileOutboxStorage.maximumChangeBytes + 1)
    // Its own kind: the outbox is not full, this change alone can never be kept.
    let oneTooLarge = await #expect(throws: StorageError.self) {
      _ = try await storage.append(tooLarge)
    }
    #expect(Refusal(oneTooLarge) == .entryTooLarge(limit: FileOutboxStorage.maximumChangeBytes))
    #expect(try storage.entries().isEmpty)

    // 300 bytes each: the fourth cannot fit in 1,000, whatever a line's own overhead.
    let change = Data(repeating: UInt8(ascii: "y"), count: 300)
    for _ in 1...3 { _ = try await storage.append(change) }
    let full = await #expect(throws: StorageError.self) { _ = try await storage.append(change) }
    #expect(Refusal(full) == .tooLarge(limit: 1_000))
    #expect(try storage.entries().map(\.id) == [1, 2, 3])

    try await storage.update([], removing: [1, 2])
    // A number a refused change may have taken is skipped, never given twice.
    #expect(try await storage.append(change).id > 3)
  }

  @Test(
    "A person's change to an entry is refused, unwritten, past a limit, as an add is",
    arguments: Implementation.allCases)
  func replaceLimits(implementation: Implementation) async throws {
    let (storage, keepAlive) = try implementation.makeSubject(maximumWaitingBytes: 1_000)
    defer { withExtendedLifetime(keepAlive) {} }
    let first = try await storage.append(Data(repeating: UInt8(ascii: "a"), count: 300))
    let second = try await storage.append(Data(repeating: UInt8(ascii: "b"), count: 300))
    let smaller = OutboxEntry(id: first.id, data: Data("A".utf8))
    try await storage.replace(smaller)
    #expect(try storage.entries() == [smaller, second])

    let huge = Data(repeating: UInt8(ascii: "x"), count: FileOutboxStorage.maximumChangeBytes + 1)
    let oneTooLarge = await #expect(throws: StorageError.self) {
      try await storage.replace(OutboxEntry(id: first.id, data: huge))
    }
    #expect(Refusal(oneTooLarge) == .entryTooLarge(limit: FileOutboxStorage.maximumChangeBytes))
    // 900 bytes beside the other's 300 pass the 1,000 that may wait.
    let full = await #expect(throws: StorageError.self) {
      try await storage.replace(
        OutboxEntry(id: first.id, data: Data(repeating: UInt8(ascii: "c"), count: 900)))
    }
    #expect(Refusal(full) == .tooLarge(limit: 1_000))
    #expect(try storage.entries() == [smaller, second])
    #expect(try storage.contents().unreadable.isEmpty)
  }
}

/// A refusal for size, without the path it names, which differs between the real storage and
/// its fake: what the contract holds both to.
enum Refusal: Equatable {
  case entryTooLarge(limit: Int)
  case tooLarge(limit: Int)

  /// The refusal `error` is; `nil` when it is no refusal for size, or there was no error.
  init?(_ error: StorageError?) {
    switch error {
    case .entryTooLarge(_, let limit): self = .entryTooLarge(limit: limit)
    case .tooLarge(_, let limit): self = .tooLarge(limit: limit)
    default: return nil
    }
  }
}

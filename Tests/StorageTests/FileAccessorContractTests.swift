import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

/// One contract, two implementations: the real accessor in a temporary directory and the
/// in-memory fake. If the real one changes behaviour, the fake's run of the same test fails.
@Suite("File accessor contract", .tags(.contract))
struct FileAccessorContractTests {
  /// Which implementation a test case runs against.
  enum Implementation: String, ContractImplementation {
    case real, fake

    /// The accessor and a directory to work in (real: a fresh temporary one).
    func makeSubject() throws -> (
      accessor: any FileAccessorProviding, directory: URL, keepAlive: AnyObject?
    ) {
      switch self {
      case .real:
        let directory = try TemporaryDirectory()
        return (FileAccessor(), directory.url, directory)
      case .fake:
        return (
          MockFileAccessor(), URL(fileURLWithPath: "/virtual/contract", isDirectory: true), nil
        )
      }
    }
  }

  @Test("Reading a missing file is notFound, naming the path", arguments: Implementation.allCases)
  func readingMissingFile(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("missing.json")
    #expect(throws: StorageError.notFound(path: url.path)) { try accessor.contents(of: url) }
    #expect(try !accessor.itemNames(in: directory).contains("missing.json"))
  }

  @Test(
    "Lists a directory's names, sorted; a directory that is not there holds none",
    arguments: Implementation.allCases)
  func listsNames(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    for name in ["b.json", "a.json", "c.lock"] {
      try accessor.write(Data(), to: directory.appendingPathComponent(name))
    }
    #expect(try accessor.itemNames(in: directory) == ["a.json", "b.json", "c.lock"])
    #expect(try accessor.itemNames(in: directory.appendingPathComponent("nowhere")).isEmpty)
  }

  @Test(
    "Appends lines, cuts what a killed append left, refuses too much or a newline, unwritten",
    arguments: Implementation.allCases)
  func appendsLines(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("log")
    try accessor.appendLine(Data("one".utf8), to: url, limit: 100)
    try accessor.appendLine(Data("two".utf8), to: url, limit: 100)
    #expect(try accessor.contents(of: url) == Data("one\ntwo\n".utf8))

    // What a kill mid-append leaves: a line without its newline. The next append cuts it.
    try accessor.write(Data("one\ntwo\nthr".utf8), to: url)
    try accessor.appendLine(Data("four".utf8), to: url, limit: 100)
    #expect(try accessor.contents(of: url) == Data("one\ntwo\nfour\n".utf8))

    // 13 bytes so far: "fiver" and its newline would make 19, past 17, and past 18 by the
    // newline alone; "five" makes 18.
    for limit in [17, 18] {
      #expect(throws: StorageError.tooLarge(path: url.path, limit: limit)) {
        try accessor.appendLine(Data("fiver".utf8), to: url, limit: limit)
      }
    }
    #expect(throws: StorageError.unencodable(path: url.path)) {
      try accessor.appendLine(Data("a\nb".utf8), to: url, limit: 100)
    }
    #expect(try accessor.contents(of: url) == Data("one\ntwo\nfour\n".utf8))
    try accessor.appendLine(Data("five".utf8), to: url, limit: 18)
    #expect(try accessor.contents(of: url) == Data("one\ntwo\nfour\nfive\n".utf8))
  }

  /// What is written and read back: nothing at all, and 200 KB of every byte value.
  static let contents = [Data(), Data((0..<200_000).map { UInt8($0 % 251) })]

  @Test(
    "Reads back exactly what was written, an empty file too",
    arguments: Implementation.allCases, contents)
  func writeThenRead(implementation: Implementation, data: Data) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("user-1.json")
    try accessor.write(data, to: url)
    #expect(try accessor.contents(of: url) == data)
    #expect(try accessor.itemNames(in: directory) == ["user-1.json"])
  }

  @Test(
    "A file opened reads any range of itself, clamped to its size, from the one file opened",
    arguments: Implementation.allCases)
  func readsRanges(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("outbox.log")
    try accessor.write(Data("0123456789".utf8), to: url)
    let pieces = try accessor.reading(url) { file throws(StorageError) in
      // Replaced meanwhile, as compaction by another process does: the file opened stays.
      try accessor.write(Data("replaced".utf8), to: url)
      #expect(file.size == 10)
      return try [2..<5, -3..<2, 8..<20, 12..<20, 0..<0].map { range throws(StorageError) in
        String(decoding: try file.read(range), as: UTF8.self)
      }
    }
    #expect(pieces == ["234", "01", "89", "", ""])
    #expect(try accessor.contents(of: url) == Data("replaced".utf8))
    #expect(throws: StorageError.notFound(path: directory.appendingPathComponent("no").path)) {
      try accessor.reading(directory.appendingPathComponent("no")) { $0.size }
    }
  }

  @Test("A second write replaces the first completely", arguments: Implementation.allCases)
  func overwriteReplaces(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("doc.json")
    try accessor.write(Data("a much longer first version".utf8), to: url)
    try accessor.write(Data("short".utf8), to: url)
    #expect(try accessor.contents(of: url) == Data("short".utf8))
  }

  @Test(
    "Removing deletes the file, and removing a missing file succeeds",
    arguments: Implementation.allCases)
  func remove(implementation: Implementation) throws {
    let (accessor, directory, keepAlive) = try implementation.makeSubject()
    defer { withExtendedLifetime(keepAlive) {} }
    let url = directory.appendingPathComponent("gone.json")
    try accessor.write(Data("x".utf8), to: url)
    try accessor.removeItem(at: url)
    #expect(try !accessor.itemNames(in: directory).contains(url.lastPathComponent))
    #expect(throws: StorageError.notFound(path: url.path)) { try accessor.contents(of: url) }
    try accessor.removeItem(at: url)
  }
}

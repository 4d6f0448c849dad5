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

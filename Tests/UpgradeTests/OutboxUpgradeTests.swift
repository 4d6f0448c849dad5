import Domain
import Foundation
import Repositories
import Storage
import StorageMocks
import TestSupport
import Testing
import Upgrade

/// Bringing an earlier Strata's outbox into this one: once, each change with its key, files kept.
@Suite("Outbox upgrade")
struct OutboxUpgradeTests {
  let fileSystem = MockFileSystem()
  let files = MockFileAccessor()
  let locks = MockFileLocking()
  let folder = URL(fileURLWithPath: "/virtual/strata/outbox/sandbox")

  var outbox: Outbox {
    let store = { (name: String) in
      DocumentStore(
        container: StorageContainer(name, "sandbox"), fileSystem: fileSystem, accessor: files)
    }
    return Outbox(
      documents: store("outbox"), senders: [], syncLockIn: store("cache"), locks: locks,
      clock: ImmediateClock())
  }

  var upgrade: OutboxUpgrade { OutboxUpgrade(files: files, into: outbox) }

  @Test("Brings the earlier changes in after what waits, with their keys; keeps the files")
  func bringsIn() async throws {
    let earlier = try EarlierOutboxTests.document(version: 1, [(4, .add("A")), (9, .add("B"))])
    files.place(earlier, at: folder.appendingPathComponent("outbox.json"))
    let report = try await upgrade.run(from: folder)
    #expect(report.files == ["outbox.json"])
    #expect(report.imported.map(\.id) == [1, 2])
    let waiting = try outbox.changes(nil).changes
    #expect(waiting.map(\.idempotencyKey) == ["key-A", "key-B"])
    #expect(files.storedContents(at: folder.appendingPathComponent("outbox.json")) == nil)
    #expect(
      files.storedContents(at: folder.appendingPathComponent("outbox.json.imported")) == earlier)
    // Run again: nothing earlier is left to bring in.
    #expect(try await upgrade.run(from: folder) == OutboxUpgrade.Report())
  }

  @Test("Run again after it was killed half-way, it brings nothing twice")
  func runAgain() async throws {
    let earlier = try EarlierOutboxTests.document(version: 1, [(4, .add("A")), (9, .add("B"))])
    files.place(earlier, at: folder.appendingPathComponent("outbox.json"))
    _ = try await outbox.keep(.add("A"))
    let report = try await upgrade.run(from: folder)
    #expect(report.imported.map(\.idempotencyKey) == ["key-B"])
    #expect(report.alreadyThere == 1)
    #expect(try outbox.changes(nil).changes.map(\.idempotencyKey) == ["key-A", "key-B"])
  }

  @Test("A file that cannot be read stops it, bringing nothing in and keeping the file")
  func unreadableFile() async throws {
    let file = folder.appendingPathComponent("outbox.log")
    files.place(
      Data(EarlierOutboxTests.line("+ 1 " + (try EarlierOutboxTests.json(.add("A")))).utf8),
      at: file)
    files.fail(.read, with: .ioError, forPathsEndingWith: "outbox.log")
    await #expect(throws: RepositoryError.self) { try await upgrade.run(from: folder) }
    files.succeed(.read)
    #expect(try outbox.changes(nil).changes.isEmpty)
    #expect(files.storedContents(at: file) != nil)
  }
}

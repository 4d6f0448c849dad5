import Foundation
import TestSupport
import Testing

/// A data directory an earlier version wrote (`Fixtures/EarlierDataDirectory`: `sync`,
/// `todos`, `todo show 1`, `bookmark add 3`, then a `todo add` and a `todo edit` queued with
/// `--offline`) reads as it was; its queued changes are named, brought in by `strata upgrade`
/// and sent (docs/decisions/0014, 0016).
@Suite("End to end: a data directory of the earlier version", .tags(.endToEnd), .hangGuard)
struct EarlierDataEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/EarlierDataDirectory")
    try FileManager.default.copyItem(at: fixture, to: home.appending("data"))
  }

  func strata(_ arguments: [String]) async throws -> ProcessResult {
    try await StrataBinary.run(arguments, home: home)
  }

  @Test(
    "Reads offline what it stored, names what it queued, and an upgrade brings that in to be sent once"
  )
  func readsAndSends() async throws {
    let item = try await strata(["todo", "show", "1", "--offline"])
    #expect(item.exitCode == 0, "\(item.stderr)")
    #expect(item.stdout.contains("Title 1"))
    let bookmarks = try await strata(["bookmarks"])
    #expect(bookmarks.stdout.contains("1 bookmark"), "\(bookmarks.stdout)")

    let before = try await strata(["outbox", "--json"])
    #expect(try Self.changes(before).isEmpty, "not this version's until brought in")
    #expect(
      before.stderr.contains(
        "Note: an earlier strata left changes in outbox/sandbox/outbox.json, which this version "
          + "does not send; 'strata upgrade' brings them into this outbox."), "\(before.stderr)")

    let upgrade = try await strata(["upgrade"])
    #expect(upgrade.exitCode == 0, "\(upgrade.stderr)")
    #expect(upgrade.stdout.contains("Brought in 2 changes from outbox/sandbox: 1, 2 now wait"))
    let waiting = try Self.changes(try await strata(["outbox", "--json"]))
    #expect(waiting.map { $0["action"] as? String } == ["add", "edit"])
    let again = try await strata(["upgrade"])
    #expect(again.stdout.contains("nothing to bring in"), "\(again.stdout)")

    let list = try await strata(["todos", "--offline"])
    #expect(list.stdout.contains("Water the plants"), "the add queued offline")
    #expect(list.stdout.contains("Call the plumber"), "the edit queued offline")

    let sync = try await strata(["sync", "--json"])
    #expect(sync.exitCode == 0, "\(sync.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any]
    let sent = (report?["outbox"] as? [String: Any])?["sent"] as? Int
    #expect(sent == 2, "\(sync.stdout)")
    #expect(
      FileManager.default.fileExists(
        atPath: home.appending("data/outbox/sandbox/outbox.json.imported").path),
      "the earlier outbox is kept")
    #expect(try Self.changes(try await strata(["outbox", "--json"])).isEmpty)
    let todos = try await strata(["todos", "--json", "--per-page", "100"])
    #expect(todos.stdout.contains("Water the plants") && todos.stdout.contains("Call the plumber"))
  }

  /// The changes `outbox --json` printed.
  static func changes(_ outbox: ProcessResult) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(outbox.stdout.utf8))
    return (object as? [String: Any])?["changes"] as? [[String: Any]] ?? []
  }
}

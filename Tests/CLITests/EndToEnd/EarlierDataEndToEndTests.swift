import Foundation
import TestSupport
import Testing

/// A data directory the previous version wrote (`Fixtures/EarlierDataDirectory`: `sync`,
/// `todos`, `todo show 1`, `bookmark add 3`, then a `todo add` and a `todo edit` queued with
/// `--offline`) reads as it was, and its queued changes are sent (docs/decisions/0014, 0015).
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

  @Test("Reads offline what it stored, lists what it queued, and a sync sends the queue once")
  func readsAndSends() async throws {
    let list = try await strata(["todos", "--offline"])
    #expect(list.exitCode == 0, "\(list.stderr)")
    #expect(list.stdout.contains("Water the plants"), "the add queued offline")
    #expect(list.stdout.contains("Call the plumber"), "the edit queued offline")
    let item = try await strata(["todo", "show", "1", "--offline"])
    #expect(item.exitCode == 0, "\(item.stderr)")
    #expect(item.stdout.contains("Title 1"))
    let bookmarks = try await strata(["bookmarks"])
    #expect(bookmarks.stdout.contains("1 bookmark"), "\(bookmarks.stdout)")

    let outbox = try await strata(["outbox", "--json"])
    let waiting = try JSONSerialization.jsonObject(with: Data(outbox.stdout.utf8)) as? [String: Any]
    let changes = waiting?["changes"] as? [[String: Any]] ?? []
    #expect(changes.map { $0["id"] as? Int } == [1, 2])
    #expect(changes.map { $0["action"] as? String } == ["add", "edit"])

    let sync = try await strata(["sync", "--json"])
    #expect(sync.exitCode == 0, "\(sync.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any]
    let sent = (report?["outbox"] as? [String: Any])?["sent"] as? Int
    #expect(sent == 2, "\(sync.stdout)")
    #expect(
      !FileManager.default.fileExists(
        atPath: home.appending("data/outbox/sandbox/outbox.json").path),
      "the earlier outbox became a log")
    let after = try await strata(["outbox", "--json"])
    #expect(after.stdout.contains(#""changes" : ["#) || after.stdout.contains(#""changes":["#))
    let read = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any]
    #expect((read?["changes"] as? [Any])?.isEmpty == true, "\(after.stdout)")
    let todos = try await strata(["todos", "--json", "--per-page", "100"])
    #expect(todos.stdout.contains("Water the plants") && todos.stdout.contains("Call the plumber"))
  }
}

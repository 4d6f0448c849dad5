import Domain
import Foundation
import Repositories
import TestSupport
import Testing

@testable import CLI

/// `strata upgrade`, an extra (`scripts/remove-extra upgrade` takes this file with it): an
/// outbox an earlier strata left is named, with the command that brings it in.
extension ResourceCommandsTests {
  @Test("An outbox an earlier strata left is named, with the command that brings it in")
  func earlierOutbox() async throws {
    let file = strata.home.appending("data/outbox/sandbox/outbox.log")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("v 2 1 0\n".utf8).write(to: file)
    let (code, outbox) = await strata.run("outbox")
    #expect(code == .success)
    #expect(
      outbox.stderr.contains(
        "Note: an earlier strata left changes in outbox/sandbox/outbox.log, which this version "
          + "does not send; 'strata upgrade' brings them into this outbox."), "\(outbox.stderr)")
    #expect(try Data(contentsOf: file) == Data("v 2 1 0\n".utf8), "left as it was")
  }

  @Test(
    "An outbox an earlier strata kept under another spelling of its backend is brought in with --from"
  )
  func earlierOutboxElsewhere() async throws {
    let folder = "host-127.0.0.1-9-0123456789abcdef"
    let add = PendingChange(
      id: 5, action: .add, resource: "notes", target: ["boardId": .integer(1)],
      fields: ["boardId": .integer(1), "title": .text("Kept long ago")], original: nil,
      queuedAt: Date(timeIntervalSince1970: 1_700_000_000), idempotencyKey: "earlier-key")
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let entry = try encoder.encode(add).base64EncodedString()
    let file = strata.home.appending("data/outbox/\(folder)/outbox.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let document =
      #"{"schemaVersion": 1, "nextID": 6, "entries": [{"id": 5, "data": "\#(entry)"}]}"#
    try Data(document.utf8).write(to: file)

    let (_, outbox) = await strata.run("outbox")
    #expect(
      outbox.stderr.contains(
        "'strata upgrade --from \(folder) --base-url <its URL>' brings them into its outbox."),
      "\(outbox.stderr)")
    let (code, upgrade) = await strata.run("upgrade", "--from", folder, "--json")
    #expect(code == .success, "\(upgrade.stderr)")
    #expect(try json(upgrade)["imported"] as? [Int] == [1])
    let (_, after) = await strata.run("outbox", "--json")
    let changes = try json(after)["changes"] as? [[String: Any]]
    let fields = changes?.first?["fields"] as? [String: Any]
    #expect(fields?["title"] as? String == "Kept long ago", "\(after.stdout)")
    #expect(!after.stderr.contains("earlier strata"), "brought in, it is named no more")
  }

  @Test("upgrade --from takes a folder's name, never a path", arguments: ["../cache", ".", "a/b"])
  func upgradeFromAPath(folder: String) async {
    let (code, output) = await strata.run("upgrade", "--from", folder)
    #expect(code == .usage)
    #expect(output.stderr.contains("--from takes a folder of the outbox"), "\(output.stderr)")
  }
}

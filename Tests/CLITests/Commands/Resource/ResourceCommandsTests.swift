import Domain
import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import Repositories
import TestSupport
import Testing

@testable import CLI

/// The commands every resource gets, in-process on the embedded sandbox, held to their exact
/// `--json` and exit codes; run on `Note`, they test the generic family once.
@MainActor
@Suite("Resource commands", .tags(.cliContract))
struct ResourceCommandsTests {
  let strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata(
      served: Served(resources: [Note.self]), now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  /// Whether `output` is the JSON `expected`, every key and value, however it is laid out.
  func isJSON(_ output: String, _ expected: String) -> Bool {
    guard let printed = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSObject,
      let wanted = try? JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSObject
    else { return false }
    return printed.isEqual(wanted)
  }

  /// `strata outbox --json` with nothing waiting.
  static let emptyOutbox =
    #"{"changes":[],"unreadable":[],"totalCount":0,"page":null,"perPage":null,"hasMore":false}"#

  @Test("Lists one page of a board's notes: every key, the total, the page")
  func list() async throws {
    let (code, output) = await strata.run("notes", "--board-id", "1", "--per-page", "2", "--json")
    #expect(code == .success)
    #expect(isJSON(output.stdout, Self.firstPage), "\(output.stdout)")
  }

  @Test("Shows one note as {\"note\": {…}}, every key and value")
  func show() async throws {
    let (code, output) = await strata.run("note", "show", "1", "--json")
    #expect(code == .success)
    #expect(isJSON(output.stdout, #"{"note":"# + Self.firstNote + "}"), "\(output.stdout)")
  }

  @Test("Adds a note: the values are checked, sent with POST, and the server's item printed")
  func add() async throws {
    let (code, output) = await strata.run(
      "note", "add", "--board-id", "2", "--title", "Buy milk", "--level", "high", "--tags",
      "home,shop", "--due-on", "2026-12-24", "--json")
    #expect(code == .success)
    let note = try #require(try json(output)["note"] as? [String: Any])
    #expect(note["title"] as? String == "Buy milk")
    #expect(note["boardId"] as? Int == 2)
    #expect(note["level"] as? String == "high")
    #expect(note["tags"] as? [String] == ["home", "shop"])
    #expect(note["dueOn"] as? String == "2026-12-24")
    #expect(try json(output)["queued"] == nil)
    let id = try #require(note["id"] as? Int)
    let (_, shown) = await strata.run("note", "show", String(id), "--json")
    #expect((try json(shown)["note"] as? [String: Any])?["title"] as? String == "Buy milk")
  }

  @Test("A change larger than one change may hold is refused as input, sending and keeping nothing")
  func changeTooLarge() async throws {
    // 900 tags of 99 letters: valid values, together past the outbox's 64 KiB for one change.
    let tags = Array(repeating: String(repeating: "x", count: 99), count: 900)
    let (code, output) = await strata.run(
      "note", "add", "--board-id", "2", "--title", "Big", "--tags", tags.joined(separator: ","))
    #expect(code == .usage)
    #expect(
      output.stderr.contains(
        "Error: The change is too large to keep: one change may hold at most 64 KiB, and nothing "
          + "was sent or kept.\nGive it fewer or shorter values."), "\(output.stderr)")
    let (_, listed) = await strata.run("outbox", "--json")
    #expect(isJSON(listed.stdout, Self.emptyOutbox), "\(listed.stdout)")
  }

  @Test("Edits only the fields given, and clears an optional one")
  func edit() async throws {
    let (code, output) = await strata.run(
      "note", "edit", "1", "--title", "Renamed", "--clear", "weight", "--json")
    #expect(code == .success)
    let note = try #require(try json(output)["note"] as? [String: Any])
    #expect(note["title"] as? String == "Renamed")
    #expect(note["weight"] is NSNull)
    #expect(note["boardId"] as? Int == 1)
  }

  @Test("Deletes a note: {\"id\", \"deleted\"}, and it is gone")
  func delete() async throws {
    let (code, output) = await strata.run("note", "delete", "3", "--json")
    #expect(code == .success)
    #expect(isJSON(output.stdout, #"{"deleted":true,"id":3}"#), "\(output.stdout)")
    let (gone, _) = await strata.run("note", "show", "3")
    #expect(gone == .refused)
  }

  @Test(
    "Refuses invalid values with 64 and a sentence naming the field, sending nothing",
    arguments: [
      (["--board-id", "1"], "Title is required."),
      (["--board-id", "1", "--title", "A", "--weight", "heavy"], "Weight must be a number"),
      (
        ["--board-id", "1", "--title", "A", "--level", "urgent"], "Level must be one of low, high."
      ),
      (["--board-id", "1", "--title", "A", "--due-on", "tomorrow"], "Due on must be a date"),
    ] as [([String], String)])
  func invalid(arguments: [String], sentence: String) async throws {
    let (code, output) = await strata.run(["note", "add"] + arguments)
    #expect(code == .usage)
    #expect(output.stderr.contains(sentence), "\(output.stderr)")
    let (_, outbox) = await strata.run("outbox", "--json")
    #expect(isJSON(outbox.stdout, Self.emptyOutbox), "\(outbox.stdout)")
  }

  @Test("--clear names only optional fields, and never one given too")
  func clearRules() async {
    let (required, requiredOutput) = await strata.run("note", "edit", "1", "--clear", "title")
    #expect(required == .usage)
    #expect(requiredOutput.stderr.contains("--clear title: Title is required, so it cannot"))
    let (both, bothOutput) = await strata.run(
      "note", "edit", "1", "--weight", "2", "--clear", "weight")
    #expect(both == .usage)
    #expect(bothOutput.stderr.contains("--weight is both given and cleared; say one."))
  }

  @Test("Editing a note the server does not have is refused (exit 1), never queued")
  func refusal() async throws {
    let (code, output) = await strata.run("note", "edit", "999", "--title", "Nobody")
    #expect(code == .refused)
    #expect(output.stderr.contains("999"))
    let (_, outbox) = await strata.run("outbox", "--json")
    #expect(isJSON(outbox.stdout, Self.emptyOutbox), "\(outbox.stdout)")
  }

  // MARK: Offline, and the outbox

  @Test("Offline, an add is queued: exit 0, \"queued\": true, and a notice of how many wait")
  func queuedAdd() async throws {
    let (code, output) = await strata.run(
      "note", "add", "--board-id", "1", "--title", "Later", "--offline", "--json")
    #expect(code == .success)
    let object = try json(output)
    #expect(object["queued"] as? Bool == true)
    #expect((object["note"] as? [String: Any])?["title"] as? String == "Later")
    #expect(
      output.stderr.contains(
        "Queued: The server is unavailable: strata was started with --offline, so nothing is "
          + "sent. 1 change waits in the outbox; 'strata sync' sends it.\n"),
      "\(output.stderr)")
  }

  @Test("A queued add is listed at once, marked pending; the outbox lists it; sync sends it")
  func queuedThenSynced() async throws {
    _ = await strata.run("notes", "--board-id", "1")
    _ = await strata.run("note", "add", "--board-id", "1", "--title", "Later", "--offline")

    let (_, listed) = await strata.run(
      "notes", "--board-id", "1", "--offline", "--per-page", "20", "--json")
    let items = try #require(try json(listed)["notes"] as? [[String: Any]])
    let pending = items.filter { $0["pending"] as? Bool == true }
    #expect(pending.map { $0["title"] as? String } == ["Later"])

    let (_, outbox) = await strata.run("outbox", "--json")
    let changes = try #require(try json(outbox)["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    let change = try #require(changes.first)
    #expect(
      Set(change.keys) == [
        "id", "action", "resource", "target", "fields", "queuedAt", "state", "problem",
      ])
    #expect(change["id"] as? Int == 1)
    #expect(change["action"] as? String == "add")
    #expect(change["resource"] as? String == "notes")
    #expect(change["state"] as? String == "pending")
    #expect(change["target"] as? [String: Int] == ["boardId": 1])
    #expect((change["fields"] as? [String: Any])?["title"] as? String == "Later")
    #expect(change["queuedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(change["problem"] is NSNull)

    let (synced, syncOutput) = await strata.run("sync")
    #expect(synced == .success, "\(syncOutput.stderr)")
    let (_, after) = await strata.run("outbox", "--json")
    #expect(isJSON(after.stdout, Self.emptyOutbox), "\(after.stdout)")
    let (_, online) = await strata.run("notes", "--board-id", "1", "--per-page", "20", "--json")
    let titles = try #require(try json(online)["notes"] as? [[String: Any]]).map {
      $0["title"] as? String
    }
    #expect(titles.contains("Later"))
  }

  @Test("The outbox a page at a time: the text pages by 100, --json only when asked")
  func outboxPages() async throws {
    for title in ["One", "Two", "Three"] {
      _ = await strata.run("note", "add", "--board-id", "1", "--title", title, "--offline")
    }
    let (code, text) = await strata.run("outbox", "--per-page", "2")
    #expect(code == .success)
    #expect(text.stdout.hasPrefix("3 changes wait to be sent, oldest first:\n"), "\(text.stdout)")
    #expect(text.stdout.contains("  2  add notes"))
    #expect(!text.stdout.contains("  3  add notes"))
    #expect(
      text.stdout.hasSuffix(
        "Page 1 shows changes 1–2; 'strata outbox --page 2 --per-page 2' shows the next 2.\n"),
      "\(text.stdout)")
    let (_, last) = await strata.run("outbox", "--page", "2", "--per-page", "2")
    #expect(last.stdout.contains("  3  add notes") && !last.stdout.contains("  1  add notes"))
    #expect(last.stdout.hasSuffix("Page 2 shows changes 3–3.\n"), "\(last.stdout)")
    let (_, whole) = await strata.run("outbox")
    #expect(!whole.stdout.contains("Page "), "\(whole.stdout)")

    let (_, all) = await strata.run("outbox", "--json")
    let object = try json(all)
    #expect((object["changes"] as? [Any])?.count == 3)
    #expect(object["totalCount"] as? Int == 3 && object["page"] is NSNull)
    #expect(object["hasMore"] as? Bool == false)
    let (_, paged) = await strata.run("outbox", "--json", "--page", "2", "--per-page", "2")
    let page = try json(paged)
    #expect((page["changes"] as? [[String: Any]])?.map { $0["id"] as? Int } == [3])
    #expect(page["page"] as? Int == 2 && page["perPage"] as? Int == 2)
    #expect(page["totalCount"] as? Int == 3 && page["hasMore"] as? Bool == false)
  }

  @Test("Two edits of one field, the first still waiting, are sent in order with no conflict")
  func editsTwice() async throws {
    _ = await strata.run("note", "show", "1")
    _ = await strata.run("note", "edit", "1", "--title", "First", "--offline")
    _ = await strata.run("note", "edit", "1", "--title", "Second", "--offline")
    let (synced, syncOutput) = await strata.run("sync")
    #expect(synced == .success, "\(syncOutput.stderr)")

    _ = await strata.run("note", "edit", "1", "--title", "Third", "--offline")
    let (edited, editOutput) = await strata.run("note", "edit", "1", "--title", "Fourth")
    #expect(edited == .success, "\(editOutput.stderr)")
    let (_, outbox) = await strata.run("outbox", "--json")
    #expect(isJSON(outbox.stdout, Self.emptyOutbox), "\(outbox.stdout)")
    let (_, shown) = await strata.run("note", "show", "1", "--json")
    let note = try #require(try json(shown)["note"] as? [String: Any])
    #expect(note["title"] as? String == "Fourth")
  }

  @Test("Offline with nothing stored for that page or item: exit 69 and a hint that is true")
  func notStored() async throws {
    _ = await strata.run("notes", "--board-id", "1", "--per-page", "2")
    let hint =
      "Run the same command without --offline once to store a copy; 'strata sync' keeps it up to date.\n"
    for arguments in [
      ["notes", "--board-id", "1", "--per-page", "2", "--page", "2", "--offline"],
      ["note", "show", "5", "--offline"],
    ] {
      let (code, output) = await strata.run(arguments)
      #expect(code == .unavailable)
      #expect(output.stderr.hasSuffix(hint), "\(output.stderr)")
      let (stored, storedOutput) = await strata.run(arguments.filter { $0 != "--offline" })
      #expect(stored == .success, "\(storedOutput.stderr)")
      let (again, againOutput) = await strata.run(arguments)
      #expect(again == .success, "\(againOutput.stderr)")
    }
  }

  @Test("outbox discard drops one change; a number that does not wait is an error, exit 1")
  func discard() async throws {
    _ = await strata.run("note", "delete", "2", "--offline")
    let (code, output) = await strata.run("outbox", "discard", "1")
    #expect(code == .success)
    #expect(output.stdout.contains("Discarded"), "\(output.stdout)")
    let (_, outbox) = await strata.run("outbox", "--json")
    #expect(isJSON(outbox.stdout, Self.emptyOutbox), "\(outbox.stdout)")
    // A change that no longer waits may have been sent: saying "discarded" would be untrue.
    let (unknown, unknownOutput) = await strata.run("outbox", "discard", "7", "--json")
    #expect(unknown == .refused)
    #expect(isJSON(unknownOutput.stdout, #"{"discarded":false,"id":7}"#))
    #expect(unknownOutput.stderr.contains("No change 7 waits in the outbox"))
  }

  @Test("outbox and sync say when changes wait for another backend, and which")
  func waitingElsewhere() async throws {
    _ = await strata.run("note", "delete", "2", "--offline")
    let elsewhere = ["--base-url", "http://127.0.0.1:9", "--offline"]
    let (_, outbox) = await strata.run(["outbox"] + elsewhere)
    #expect(outbox.stdout.contains("No changes wait to be sent."))
    #expect(
      outbox.stderr.contains(
        "Note: 1 change waits for another backend (outbox/sandbox); 'strata sync' without "
          + "--base-url sends them."), "\(outbox.stderr)")
    let (_, here) = await strata.run("outbox")
    #expect(!here.stderr.contains("another backend"))
  }

  @Test("An outbox of another backend that cannot be read is said, and changes no outcome")
  func unreadableElsewhere() async throws {
    // A file where the folder of another backend's outbox should be.
    let folder = strata.home.appending("data/outbox/elsewhere")
    try FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: folder)
    let (code, outbox) = await strata.run("outbox")
    #expect(code == .success)
    #expect(outbox.stdout.contains("No changes wait to be sent."))
    #expect(
      outbox.stderr.contains(
        "Note: the changes waiting for another backend (outbox/elsewhere) could not be counted. "
          + "The local store failed at \(folder.path)"), "\(outbox.stderr)")
  }

  /// The sandbox's first note: sample values made from the schema, one of every kind.
  static let firstNote = #"""
    {"boardId":1,"dueOn":"2026-12-25","id":1,"level":"high","pinned":false,
     "tags":["Tags 1"],"title":"Title 1","weight":0.5}
    """#

  /// The first page of board 1, two per page: the sandbox's notes cycle through boards 1 to 3.
  static let firstPage = #"""
    {"notes":[\#(firstNote),
      {"boardId":1,"dueOn":"2026-12-28","id":4,"level":"low","pinned":true,
       "tags":["Tags 4"],"title":"Title 4","weight":2}],
     "page":1,"perPage":2,"totalCount":4,"hasMore":true}
    """#
}

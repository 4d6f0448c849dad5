import DomainMocks
import FeaturesMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

/// The whole program in-process on the embedded sandbox, serving `Note`, the tests' resource.
extension ApplicationTests {
  /// The program serving `Note`, in a home of its own, at the suite's time.
  func servingNotes() throws -> InProcessStrata {
    try InProcessStrata(served: Served(resources: [Note.self]), now: strata.now)
  }

  @Test("Keeps an edit, so the next run shows it")
  func editThenShow() async throws {
    let notes = try servingNotes()
    let (saved, savedOutput) = await notes.run(["note", "edit", "1", "--title", "Renamed here"])
    #expect(saved == .success)
    #expect(savedOutput.stdout.hasPrefix("Saved note 1.\n"))
    let (_, shown) = await notes.run(["note", "show", "1"])
    #expect(shown.stdout.contains("Renamed here"))
    #expect(
      FileManager.default.fileExists(
        atPath: notes.data.appendingPathComponent("sandbox/resource-notes.json").path))
  }

  @Test("Refuses an invalid edit with exit 64 and stores nothing")
  func invalidEdit() async throws {
    let notes = try servingNotes()
    let (code, output) = await notes.run(["note", "edit", "1", "--pinned", "maybe"])
    #expect(code == .usage)
    #expect(
      output.stderr.contains(
        "Error: Pinned must be true or false.\nSee 'strata note edit --help'"))
    // The sandbox keeps what is written to it: nothing was.
    #expect(
      !FileManager.default.fileExists(
        atPath: notes.data.appendingPathComponent("sandbox/resource-notes.json").path))
  }

  @Test("Sync, then read offline with a note saying when it was stored")
  func syncThenOffline() async throws {
    let notes = try servingNotes()
    _ = await notes.run(["notes", "--board-id", "1"])
    let (synced, syncOutput) = await notes.run(["sync"])
    #expect(synced == .success)
    #expect(syncOutput.stdout.hasPrefix("Synced 1 list"))

    let (code, output) = await notes.run([
      "notes", "--board-id", "1", "--offline", "--per-page", "2",
    ])
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Notes 1–2 of "))
    #expect(output.stderr.contains("Offline: showing the copy stored"))
    #expect(output.stderr.contains("Backend: none, offline"))
  }

  @Test("On a terminal, a sync redraws one progress line")
  func syncProgressOnTerminal() async throws {
    let notes = try servingNotes()
    _ = await notes.run(["notes", "--board-id", "1"])
    let (code, output) = await notes.run(["sync"], terminal: true)
    #expect(code == .success)
    #expect(output.stderr.contains("\r\u{1B}[2KSyncing notes 1/1 pages"))
    #expect(output.stderr.hasSuffix("\n"))
  }

  @Test("A write the server took whose copy cannot be kept: said on stderr, and exit 0, not 74")
  func writeNotKept() async throws {
    let notes = try servingNotes()
    let add = ["note", "add", "--board-id", "1", "--title", "Milk", "--json"]
    let (_, first) = await notes.run(add)
    let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8))
    let made = try #require(((object as? [String: Any])?["note"] as? [String: Any])?["id"] as? Int)
    // The sandbox numbers items in turn: a folder stands where the next one's copy would go.
    let copy = notes.data.appendingPathComponent(
      "cache/sandbox/resource-notes-item-\(made + 1).json")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)

    let (code, output) = await notes.run(add)
    #expect(code == .success, "\(output.stderr)")
    #expect(output.stdout.contains(#""id" : \#(made + 1)"#), "\(output.stdout)")
    #expect(
      output.stderr.contains("Warning: this result was not kept for offline use."),
      "\(output.stderr)")
    let (_, outbox) = await notes.run(["outbox", "--json"])
    #expect(!outbox.stdout.contains(#""id""#), "sent, so nothing waits: \(outbox.stdout)")
  }

  @Test("A corrupted stored copy is ignored and reported, never a crash")
  func corruptedStore() async throws {
    let notes = try servingNotes()
    _ = await notes.run(["note", "show", "1"])
    let file = notes.data.appendingPathComponent("cache/sandbox/resource-notes-item-1.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
    try Data("{\"schemaVersion\": 2, \"storedAt\": \"tru".utf8).write(to: file)
    let (code, output) = await notes.run(["note", "show", "1", "--offline"])
    #expect(code == .unavailable)
    #expect(output.stderr.contains("could not be used (the file is corrupted) and was ignored"))
  }
}

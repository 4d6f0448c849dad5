import Domain
import DomainMocks
import Features
import FeaturesMocks
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

/// Leaving a screen cancels what it started, and a cancellation never shows as an error.
@MainActor
@Suite("Cancellation", .hangGuard)
struct CancellationTests: FlowSuite {
  let fixture = Fixture.servingNotes()
  let gate = Gate()

  init() {
    let gate = gate
    fixture.notes.item.answers { call throws(RepositoryError) in
      do { try await gate.pass() } catch { throw .cancelled }
      guard case .server(let id) = call.id else { throw .notFound(Subject("note")) }
      return Fetched(.stored(Note.mock(id: id, boardID: call.address.boardID)))
    }
  }

  @Test("Leaving an item while it loads cancels the load and shows no error")
  func leaveWhileLoading() async throws {
    let run = try await fixture.openBoard(1)
    terminal.press(.enter)
    try await terminal.waitForText("Loading…")
    await gate.waitForArrivals(count: 1)
    terminal.press(.escape)
    try await terminal.waitForText("Notes · Board ID 1 · 10 of 25")
    #expect(gate.cancellations == 1)

    // Back again: the load starts afresh and, let through, shows the item.
    gate.open()
    terminal.press(.enter)
    try await terminal.waitForText("  Board ID")
    try await expectQuits(run)
    #expect(fixture.notes.item.calls.count == 2)
    #expect(!terminal.writes.joined().contains("cancel"))
  }

  /// How a run ends while a load is in flight.
  enum Ending: CaseIterable { case quit, signal }

  @Test(
    "Quitting, or a signal cancelling the app's task, cancels a load and restores the terminal",
    arguments: Ending.allCases)
  func endWhileLoading(_ ending: Ending) async throws {
    let run = try await fixture.openBoard(1)
    terminal.press(.enter)
    await gate.waitForArrivals(count: 1)
    switch ending {
    case .quit:
      try await expectQuits(run)
    case .signal:
      run.cancel()
      #expect(try await run.value == .cancelled)
    }
    #expect(gate.cancellations == 1)
    #expect(terminal.restoreCount == 1)
  }

  @Test("Esc cancels a sync; the screen says the store keeps its last complete copy")
  func cancelSync() async throws {
    let gate = gate
    fixture.sync.sync.answers { call throws(RepositoryError) in
      await call.progress(PreviewSamples.syncProgress)
      do { try await gate.pass() } catch { throw .cancelled }
      return PreviewSamples.syncSummary
    }
    let run = try await fixture.startHome()
    terminal.type("s")
    try await terminal.waitForText("Syncing notes 4/10 pages")
    try await terminal.waitForText("] 40%")
    await gate.waitForArrivals(count: 1)
    terminal.press(.escape)
    try await terminal.waitForText("Sync cancelled. The store keeps its last complete copy.")
    #expect(gate.cancellations == 1)

    // s starts it again; this time it finishes.
    gate.open()
    terminal.type("s")
    try await terminal.waitForText("Synced 2 lists")
    terminal.press(.escape)
    try await terminal.waitForText(" › 1   Notes (asks for Board ID)")
    try await expectQuits(run)
    #expect(fixture.sync.sync.calls.count == 2)
  }
}

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

/// The app driven as a person drives it, keys in and the screen read back, waiting on what the
/// screen shows, never on time; the repositories are mocks, everything above them real.
@MainActor
@Suite("Navigation", .hangGuard)
struct NavigationTests: FlowSuite {
  let fixture = Fixture.servingNotes()

  @Test("Starts on the home screen with the first row selected, and q quits")
  func start() async throws {
    let run = try await fixture.startHome()
    #expect(terminal.screen.first == " Strata · Home")
    #expect(terminal.isTakenOver)
    try await expectQuits(run)
    #expect(!terminal.isTakenOver)
    #expect(terminal.restoreCount == 1)
    #expect(fixture.notes.list.calls.isEmpty)
  }

  @Test(
    "Enter opens an item; Esc, ← and h each go back, and the list is not read again",
    arguments: [Key.escape, .left, .character("h")])
  func openAndBack(back: Key) async throws {
    let run = try await fixture.openBoard(1)
    terminal.press(.down, .enter)
    try await terminal.waitForText("  Board ID")
    #expect(terminal.screen.first == " Strata · Note 2")
    terminal.press(back)
    try await terminal.waitForText(" ›  2   Note 2")
    try await expectQuits(run)
    #expect(fixture.notes.list.calls.count == 1)
  }

  @Test("? shows every key, and q quits from any screen")
  func help() async throws {
    let run = try await fixture.openBoard(1)
    terminal.type("?")
    try await terminal.waitForText("show these keys")
    for _ in 1...80 { terminal.press(.down) }
    try await terminal.waitForText("cancel the sync")
    try await expectQuits(run)
    #expect(terminal.restoreCount == 1)
  }

  @Test("A stored copy carries a banner saying why and how old it is")
  func storedCopy() async throws {
    fixture.notes.list.answers { call in
      Fetched(
        Fixture.notes(call.page, totalCount: 25),
        freshness: .stored(
          at: PreviewSamples.storedAt, reason: .serverUnavailable(PreviewSamples.timedOut)))
    }
    let run = try await fixture.askForBoard(1)
    try await terminal.waitForText(
      "Stored copy from 3 hours ago: the server could not be reached. r retries.")
    try await expectQuits(run)
  }

  @Test("Offline, a sync says it needs the server, and lists are read from the store only")
  func offline() async throws {
    let run = fixture.run(
      fixture.homeApp(policy: .storeOnly, features: [fixture.notesFeature()]))
    try await terminal.waitForText(" › 1   Notes (asks for Board ID)")
    terminal.type("s")
    try await terminal.waitForText("A sync needs the server: browse was started with --offline.")
    terminal.press(.enter)
    terminal.type("1")
    terminal.press(.enter)
    try await terminal.waitForText("Notes · Board ID 1 · 10 of 25")
    try await expectQuits(run)
    #expect(fixture.notes.list.calls.map(\.policy) == [.storeOnly])
    #expect(fixture.sync.sync.calls.isEmpty)
  }

  @Test("A sync stopped while sending says, under the error, what it sent and what still waits")
  func syncStoppedWhileSending() async throws {
    let stop = PreviewSamples.timedOut
    fixture.sync.sync.answers { call throws(RepositoryError) in
      await call.progress(SyncProgress(sending: OutboxReport(sent: 2, waiting: 1, stoppedBy: stop)))
      throw stop
    }
    let run = try await fixture.startHome()
    terminal.type("s")
    try await terminal.waitForText("Sent 2 changes from the outbox before the sync stopped")
    // The rows wrap where the width says: each part is looked for in a row of its own.
    #expect(terminal.screen.contains { $0.contains("The server is unavailable") })
    #expect(terminal.screen.contains { $0.contains("waiting") })
    try await expectQuits(run)
  }
}

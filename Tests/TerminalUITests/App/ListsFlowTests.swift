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

/// The fixture `Note`'s lists on the generic screens: home, its address's parts, its list, an item,
/// and adding, editing and deleting, over a mock repository with everything above it real.
@MainActor
@Suite("Lists of the resources", .hangGuard)
struct ListsFlowTests: FlowSuite {
  let fixture = Fixture.servingNotes()

  @Test(
    "Home lists the features; a part of the address is typed and checked, then the list and an item open"
  )
  func flow() async throws {
    let run = try await fixture.startHome()

    // The form: letters are typed, not commands, and each is checked as it is typed.
    terminal.press(.enter)
    try await terminal.waitForText(" › Board ID  ▏")
    terminal.type("q")
    try await terminal.waitForText("A whole number from 1, such as 1 or 42.")
    terminal.press(.backspace, .enter)
    try await terminal.waitForText("A whole number from 1, such as 1 or 42.")
    terminal.type("2")
    terminal.press(.enter)

    try await terminal.waitForText("Notes · Board ID 2 · 10 of 25")
    #expect(terminal.screen.contains(" ›  1   Note 1"))
    terminal.press(.down, .enter)
    try await terminal.waitForText("  Board ID")
    #expect(terminal.screen.first == " Strata · Note 2")

    // Back, one screen at a time, to where it started; the form keeps what was typed.
    terminal.press(.escape)
    try await terminal.waitForText(" ›  2   Note 2")
    terminal.press(.escape)
    try await terminal.waitForText(" › Board ID  2▏")
    terminal.press(.escape)
    try await terminal.waitForText(" › 1   Notes (asks for Board ID)")
    try await expectQuits(run)
    #expect(fixture.notes.list.calls.map(\.address) == [Note.Address(boardID: 2)])
  }

  @Test("Moving past the last row loads the next page of a resource, as of the articles")
  func pages() async throws {
    let run = try await fixture.openBoard(1)
    terminal.press(.end, .down)
    try await terminal.waitForText("Notes · Board ID 1 · 20 of 25")
    #expect(fixture.notes.list.calls.map(\.page.page) == [1, 2])
    try await expectQuits(run)
  }

  @Test("a adds: each field checked as it is typed, nothing sent until it is valid")
  func adds() async throws {
    fixture.notes.add.answers { call in
      Written(sent: .stored(Note(id: 26, boardID: 1, title: "Buy milk")))
    }
    let run = try await fixture.openBoard(1)
    terminal.type("a")
    try await terminal.waitForText("Strata · New note")
    #expect(terminal.screen.contains(" › Board ID  1▏"))
    terminal.press(.tab)
    terminal.press(.enter)
    try await terminal.waitForText("Title must not be empty.")
    #expect(fixture.notes.add.calls.isEmpty)
    terminal.type("Buy milk")
    terminal.press(.tab, .tab)
    terminal.type("maybe")
    try await terminal.waitForText("Pinned must be true or false.")
    terminal.press(.backspace, .backspace, .backspace, .backspace, .backspace)
    terminal.type("yes")
    terminal.press(.enter)
    try await terminal.waitForText("Saved.")
    #expect(
      fixture.notes.add.calls.map(\.draft.values) == [
        ["boardId": .integer(1), "title": .text("Buy milk"), "pinned": .boolean(true)]
      ])
    // In a form, q is typed, not a command: Ctrl-C quits.
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
  }

  /// Waits for item `id`'s screen with its fields, not only its title: `e` and `d` act on an
  /// item that has loaded, and a busy machine may draw the title well before the item arrives.
  func waitForItem(_ id: Int) async throws {
    try await terminal.waitForScreen("note \(id), loaded") {
      $0.first == " Strata · Note \(id)" && $0.contains("  Board ID")
    }
  }

  @Test("e edits an item, sending only what changed; d deletes it after asking")
  func editsAndDeletes() async throws {
    fixture.notes.edit.answers { call in
      Written(queued: nil, Self.queued(1))
    }
    fixture.notes.perform.answers { call in Written(sent: nil) }
    let run = try await fixture.openBoard(1)
    terminal.press(.enter)
    try await waitForItem(1)
    terminal.type("e")
    try await terminal.waitForText("Strata · Edit note 1")
    terminal.press(.tab)
    terminal.press(.control("u"))
    terminal.type("Changed")
    terminal.press(.enter)
    try await terminal.waitForText("Queued: the change waits to be sent")
    #expect(
      fixture.notes.edit.calls.map { $0.wanted.changes(from: $0.item.draft).values } == [
        ["title": .text("Changed")]
      ])
    terminal.press(.escape)
    try await waitForItem(1)  // saving reloaded it
    terminal.type("d")
    try await terminal.waitForText("Delete note 1?")
    terminal.type("q")
    #expect(fixture.notes.perform.calls.isEmpty)
    terminal.type("y")
    try await terminal.waitForText("Deleted.")
    #expect(fixture.notes.perform.calls.map(\.id) == [.server(1)])
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
  }

  @Test("r reloads a list, and a failed load says why and how to retry")
  func failureAndRetry() async throws {
    fixture.notes.list.fails(with: PreviewSamples.timedOut)
    let run = try await fixture.askForBoard(1)
    try await terminal.waitForText("The server is unavailable: the request timed out.")
    #expect(terminal.screen.contains("  Press r to try again."))
    fixture.serveNotes(totalCount: 25)
    terminal.type("r")
    try await terminal.waitForText("Notes · Board ID 1 · 10 of 25")
    try await expectQuits(run)
  }

  /// A gate every read of the list waits at; a read cancelled there ends as cancelled.
  func holdingTheList() -> Gate {
    let gate = Gate()
    fixture.notes.list.answers { call throws(RepositoryError) in
      do { try await gate.pass() } catch { throw .cancelled }
      return Fetched(Fixture.notes(call.page, totalCount: 25))
    }
    return gate
  }

  @Test("r while a list loads leaves that load alone: it is the reload, not cancelled for another")
  func reloadWhileLoading() async throws {
    let gate = holdingTheList()
    let run = try await fixture.askForBoard(3)
    try await terminal.waitForText("Loading…")
    await gate.waitForArrivals(count: 1)
    terminal.type("r")
    await terminal.waitForKeysTaken()
    gate.open()
    try await terminal.waitForText("Notes · Board ID 3 · 10 of 25")
    #expect(gate.cancellations == 0)
    #expect(fixture.notes.list.calls.count == 1)
    try await expectQuits(run)
  }

  @Test("Leaving a list while it loads cancels the load and shows no error")
  func leaveWhileLoading() async throws {
    let gate = holdingTheList()
    let run = try await fixture.askForBoard(3)
    try await terminal.waitForText("Loading…")
    await gate.waitForArrivals(count: 1)
    terminal.press(.escape)
    try await terminal.waitForText(" › Board ID  3▏")
    #expect(gate.cancellations == 1)
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
  }

  @Test("With no feature, home says how to add one")
  func none() async throws {
    let run = fixture.run(fixture.homeApp())
    try await terminal.waitForText("scripts/new-feature adds one")
    terminal.press(.enter)
    try await expectQuits(run)
  }

  /// A change of note `id` waiting in the outbox, for an answer that queues it.
  nonisolated static func queued(_ id: Int) -> QueuedChange {
    QueuedChange(
      change: PendingChange(
        id: 1, action: .edit, resource: "notes", target: ["id": .integer(id)], fields: [:],
        original: nil, queuedAt: PreviewSamples.storedAt, idempotencyKey: "key"),
      reason: PreviewSamples.cannotConnect, waiting: 1)
  }
}

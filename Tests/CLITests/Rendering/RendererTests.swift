import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import NetworkingMocks
import Repositories
import Testing

@testable import CLI

@Suite("Renderer")
struct RendererTests {
  let renderer = Renderer(now: PreviewSamples.storedAt.addingTimeInterval(5 * 60))

  static let board = Note.Address(boardID: 1)

  /// Notes `first` to `first + count - 1`, stored.
  static func notes(_ count: Int, from first: Int = 1) -> [Tracked<Note>] {
    (0..<count).map { .stored(Note.mock(id: first + $0)) }
  }

  @Test("Heads a page of a list with its place in the list and says how to get more")
  func listPage() throws {
    let feed = Feed(Page(items: Self.notes(10), page: 1, perPage: 10, totalCount: 47))
    let lines = renderer.list(feed, address: Self.board).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Notes 1–10 of 47")
    #expect(lines.contains("   1   Note 1"))
    #expect(lines.contains("  10   Note 10"))
    #expect(lines.last == "More: strata notes --board-id 1 --page 2")
  }

  @Test("Keeps a non-default page size in the hint, and drops the hint at the end")
  func listHint() {
    var feed = Feed(Page(items: Self.notes(5, from: 6), page: 2, perPage: 5, totalCount: 47))
    #expect(
      renderer.list(feed, address: Self.board).hasSuffix(
        "More: strata notes --board-id 1 --page 3 --per-page 5"))
    feed.reachedEnd = true
    #expect(!renderer.list(feed, address: Self.board).contains("More:"))
  }

  @Test("Says a page past the end is empty")
  func emptyPage() {
    let feed = Feed(Page<Tracked<Note>>(items: [], page: 9, perPage: 10, totalCount: 47))
    #expect(renderer.list(feed, address: Self.board) == "No notes on page 9.")
  }

  @Test("Without a total, says the page and that more may follow, inventing nothing")
  func unknownTotal() {
    let feed = Feed(Page(items: Self.notes(10), page: 1, perPage: 10))
    #expect(
      renderer.list(feed, address: Self.board).hasPrefix(
        "Notes 1–10 · page 1 · more may follow\n"))
  }

  @Test("Cuts long bodies at a word, with an ellipsis")
  func excerpt() {
    #expect(Format.excerpt("one two three four", width: 12) == "one two…")
    #expect(Format.excerpt("short\nbody", width: 40) == "short body")
  }

  @Test("Words each notice as one line for stderr")
  func notices() {
    #expect(
      renderer.notice(.stale(storedAt: PreviewSamples.storedAt, reason: .offlineRequested))
        == "Offline: showing the copy stored 5 minutes ago (2027-01-15 08:00 UTC).")
    #expect(
      renderer.notice(PreviewSamples.staleNotice)
        == "Offline: showing the copy stored 5 minutes ago (2027-01-15 08:00 UTC). The server is unavailable: the request timed out."
    )
    #expect(
      renderer.notice(PreviewSamples.notSavedNotice)
        == "Warning: this result was not kept for offline use. The local store failed at /data/cache: the disk is full."
    )
  }

  @Test("Summarises a sync and draws its progress")
  func sync() {
    #expect(
      renderer.syncSummary(SyncSummary(storedAt: .distantPast, listsRefreshed: 2))
        == "Synced 2 lists.")
    #expect(
      renderer.progress(SyncProgress(part: "notes", pagesDone: 3, pagesTotal: 5, itemsDone: 30))
        == "Syncing notes 3/5 pages")
    #expect(
      renderer.progress(SyncProgress(part: "notes", pagesDone: 1, pagesTotal: nil, itemsDone: 10))
        == "Syncing notes: 1 page")
    #expect(
      renderer.syncSummary(SyncSummary(storedAt: .distantPast, outbox: OutboxReport(sent: 1)))
        == "Sent 1 change from the outbox; 0 in conflict, 0 refused: see 'strata outbox'.\nSynced.")
    #expect(renderer.outboxReport(OutboxReport()) == nil)
  }
}

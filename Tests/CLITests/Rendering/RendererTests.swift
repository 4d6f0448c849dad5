import Domain
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
      renderer.progress(SyncProgress(part: "articles", pagesDone: 3, pagesTotal: 5, itemsDone: 30))
        == "Syncing articles 3/5 pages")
    #expect(
      renderer.progress(
        SyncProgress(part: "articles", pagesDone: 1, pagesTotal: nil, itemsDone: 10))
        == "Syncing articles: 1 page")
    #expect(
      renderer.syncSummary(SyncSummary(storedAt: .distantPast, outbox: OutboxReport(sent: 1)))
        == "Sent 1 change from the outbox; 0 in conflict, 0 refused: see 'strata outbox'.\nSynced.")
    #expect(renderer.outboxReport(OutboxReport()) == nil)
  }
}

import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import Testing

/// The words every view shares: the command line and the screens print these exactly.
@Suite("Descriptions", .tags(.messages))
struct DescriptionsTests {
  @Test(
    "Says how old a stored copy is, whatever the date",
    arguments: [
      (30.0, "just now"), (60, "1 minute ago"), (300, "5 minutes ago"), (7200, "2 hours ago"),
      (86_400 * 3, "3 days ago"), (-30, "just now"), (-500, "at a time still to come"),
      (.infinity, "just now"),
      (.nan, "just now"), (1e300, "11574074 days ago"),
    ] as [(Double, String)])
  func age(seconds: Double, words: String) {
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(Notice.age(of: now.addingTimeInterval(-seconds), now: now) == words)
  }

  @Test("Words a finished sync and its progress")
  func sync() {
    #expect(SyncSummary(storedAt: .distantPast).sentence == "Synced.")
    #expect(SyncSummary(storedAt: .distantPast, listsRefreshed: 1).sentence == "Synced 1 list.")
    #expect(
      SyncProgress(part: "notes", pagesDone: 3, pagesTotal: 5, itemsDone: 30).sentence
        == "Syncing notes 3/5 pages")
    #expect(
      SyncProgress(part: "notes", pagesDone: 1, pagesTotal: nil, itemsDone: 10).sentence
        == "Syncing notes: 1 page")
    #expect(SyncProgress(sending: OutboxReport(sent: 3)).sentence == "Sent 3 changes")
  }

  @Test("Words what sending the outbox did, that it stopped, and what waits, only when any did")
  func outboxReport() {
    #expect(OutboxReport().sentence == nil)
    #expect(
      OutboxReport(sent: 1).sentence == "Sent 1 change from the outbox; 0 in conflict, 0 refused")
    // A change that cannot be read is left, neither in conflict nor refused: it is still said,
    // and not as one to be sent.
    #expect(
      OutboxReport(sent: 0, waiting: 1).sentence
        == "Sent 0 changes from the outbox; 0 in conflict, 0 refused, 1 left in the outbox")
    #expect(
      OutboxReport(sent: 2, waiting: 1, stoppedBy: .cancelled).sentence
        == "Sent 2 changes from the outbox before the sync stopped; 0 in conflict, 0 refused, "
        + "1 still waiting")
    #expect(
      OutboxReport(sent: 0, waiting: 3, stoppedBy: .cancelled).sentence
        == "Sent 0 changes from the outbox before the sync stopped; 0 in conflict, 0 refused, "
        + "3 still waiting")
  }
}

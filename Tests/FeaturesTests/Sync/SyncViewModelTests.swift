import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Sync view model", .hangGuard)
struct SyncViewModelTests {
  let service = MockSyncService()
  let summary = PreviewSamples.syncSummary

  /// Serves a sync that reports two pages of five done, then waits at the gate returned.
  func reportsProgressThenWaits() -> Gate {
    let gate = Gate()
    service.sync.answers { [summary] call in
      await call.progress(
        SyncProgress(part: "articles", pagesDone: 2, pagesTotal: 5, itemsDone: 20))
      try? await gate.pass()
      return summary
    }
    return gate
  }

  @Test("Reports progress while the sync runs, then the summary", .tags(.inFlight))
  func progressThenSummary() async {
    let gate = reportsProgressThenWaits()
    let sut = SyncViewModel(service: service)

    let syncing = Task { await sut.sync() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)
    #expect(
      sut.progress == SyncProgress(part: "articles", pagesDone: 2, pagesTotal: 5, itemsDone: 20))

    gate.open()
    await syncing.value
    #expect(sut.state == .loaded(summary, notices: []))
    #expect(service.sync.calls.count == 1)
  }

  @Test("Says another sync is running")
  func busy() async {
    service.sync.fails(with: .busy(path: "/data/sync.lock", holder: "a sync"))
    let sut = SyncViewModel(service: service)
    await sut.sync()
    #expect(sut.state.error == UserFacingError(.busy(path: "/data/sync.lock", holder: "a sync")))
    #expect(sut.state.error?.category == .busy)
  }

  @Test("A sync that fails after sending keeps what it sent, for the failure to say")
  func keepsWhatWentBeforeAFailure() async {
    let stop = RepositoryError.unavailable(
      Unavailability(.serverError(statusCode: 503), underlyingError: .status(503)))
    let sent = OutboxReport(sent: 2, waiting: 1, stoppedBy: stop)
    service.sync.answers { call throws(RepositoryError) in
      await call.progress(SyncProgress(sending: sent))
      throw stop
    }
    let sut = SyncViewModel(service: service)
    await sut.sync()
    #expect(sut.state.error == UserFacingError(stop))
    #expect(sut.sent == sent)

    service.sync.returns(summary)
    await sut.sync()
    #expect(sut.sent == nil)
  }

  @Test("Cancelling leaves no error behind")
  func cancellation() async {
    service.sync.fails(with: .cancelled)
    let sut = SyncViewModel(service: service)
    await sut.sync()
    #expect(sut.state == .idle)
  }

  @Test("Observed as SwiftUI observes it: each step of progress is a frame", .tags(.inFlight))
  func observed() async {
    let gate = reportsProgressThenWaits()
    let sut = SyncViewModel(service: service)
    let view = ObservedView(sut) { "\($0.state.phase) \($0.progress?.pagesDone ?? 0)" }
    await view.draw(through: sut.sync, heldAt: gate)
    #expect(view.frames == ["idle 0", "loading 2", "loaded 2"])
    #expect(!view.isInvalid)
  }
}

import Domain
import DomainMocks
import Features
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Sync view model", .hangGuard)
struct SyncViewModelTests {
  let service = MockSyncService()
  let summary = SyncSummary(
    user: .mock, articleCount: 47, newArticleCount: 47, pageCount: 5, storedAt: .distantPast)

  @Test("Reports progress while the sync runs, then the summary", .tags(.inFlight))
  func progressThenSummary() async {
    let gate = Gate()
    service.sync.answers { [summary] call in
      await call.progress(SyncProgress(pagesDone: 2, pagesTotal: 5, articlesDone: 20))
      try? await gate.pass()
      return summary
    }
    let sut = SyncViewModel(userID: 1, service: service)

    let syncing = Task { await sut.sync() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)
    #expect(sut.progress == SyncProgress(pagesDone: 2, pagesTotal: 5, articlesDone: 20))

    gate.open()
    await syncing.value
    #expect(sut.state == .loaded(summary, notices: []))
    #expect(service.sync.calls.map(\.userID) == [1])
  }

  @Test("Says another sync is running")
  func busy() async {
    service.sync.fails(with: .busy(path: "/data/sync.lock", holder: "a sync"))
    let sut = SyncViewModel(userID: 1, service: service)
    await sut.sync()
    #expect(sut.state.error == UserFacingError(.busy(path: "/data/sync.lock", holder: "a sync")))
    #expect(sut.state.error?.category == .busy)
  }

  @Test("Cancelling leaves no error behind")
  func cancellation() async {
    service.sync.fails(with: .cancelled)
    let sut = SyncViewModel(userID: 1, service: service)
    await sut.sync()
    #expect(sut.state == .idle)
  }
}

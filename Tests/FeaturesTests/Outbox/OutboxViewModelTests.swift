import Domain
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Outbox view model", .hangGuard)
struct OutboxViewModelTests {
  static func change(_ id: Int) -> PendingChange {
    PendingChange(
      id: id, action: .add, resource: "notes", target: ["boardId": .integer(1)],
      fields: ["title": .text("Note \(id)")], original: nil, queuedAt: PreviewSamples.storedAt,
      idempotencyKey: "key-\(id)")
  }

  let outbox = MockOutboxService()

  static func listing(_ ids: [Int], unreadable: [Int] = [], total: Int? = nil) -> OutboxListing {
    OutboxListing(changes: ids.map(change), unreadable: unreadable, totalCount: total)
  }

  @Test("Lists the changes waiting, oldest first")
  func loads() async {
    outbox.changes.returns(Self.listing([1, 2]))
    let sut = OutboxViewModel(outbox: outbox)
    #expect(sut.state == .idle)
    await sut.load()
    #expect(sut.state == .loaded(Self.listing([1, 2]), notices: []))
    #expect(outbox.changes.calls == [nil])
  }

  @Test("Asks the outbox for the page it is given")
  func loadsPage() async throws {
    let page = try PageRequest(page: 2, perPage: 1)
    outbox.changes.returns(OutboxListing(changes: [Self.change(2)], totalCount: 3, page: page))
    let sut = OutboxViewModel(outbox: outbox)
    await sut.load(page)
    #expect(outbox.changes.calls == [page])
    #expect(sut.state.value?.totalCount == 3)
  }

  @Test("Says why the outbox could not be read")
  func loadFails() async {
    outbox.changes.fails(with: PreviewSamples.diskFull)
    let sut = OutboxViewModel(outbox: outbox)
    await sut.load()
    #expect(sut.state == .failed(UserFacingError(PreviewSamples.diskFull)))
  }

  @Test("Drops a change and takes it off the list shown, keeping the list's notices")
  func discards() async {
    let notices = [Notice.pending]
    outbox.discard.returns(.change(Self.change(1)))
    let sut = OutboxViewModel(
      outbox: outbox, initialState: .loaded(Self.listing([1, 2], total: 5), notices: notices))
    await sut.discard(1)
    #expect(sut.discarding == .loaded(.change(Self.change(1)), notices: []))
    #expect(sut.state == .loaded(Self.listing([2], total: 4), notices: notices))
    #expect(outbox.discard.calls == [1])
  }

  @Test("Drops a change that cannot be read and takes it off the list shown")
  func discardsUnreadable() async {
    outbox.discard.returns(.unreadable(id: 3))
    let sut = OutboxViewModel(
      outbox: outbox, initialState: .loaded(Self.listing([1], unreadable: [3]), notices: []))
    await sut.discard(3)
    #expect(sut.state == .loaded(Self.listing([1], total: 1), notices: []))
  }

  @Test("Discarding a change that is no longer there says so, and the list no longer shows it")
  func discardsGone() async {
    outbox.discard.returns(nil)
    let sut = OutboxViewModel(outbox: outbox, initialState: .loaded(Self.listing([1]), notices: []))
    await sut.discard(1)
    #expect(sut.discarding == .loaded(nil, notices: []))
    #expect(sut.state == .loaded(Self.listing([], total: 0), notices: []))
  }

  @Test("A discard that fails leaves the list as it was")
  func discardFails() async {
    outbox.discard.fails(with: PreviewSamples.diskFull)
    let sut = OutboxViewModel(outbox: outbox, initialState: .loaded(Self.listing([1]), notices: []))
    await sut.discard(1)
    #expect(sut.discarding == .failed(UserFacingError(PreviewSamples.diskFull)))
    #expect(sut.state == .loaded(Self.listing([1]), notices: []))
  }

  @Test("A discard before the list is loaded changes only the discard's state")
  func discardBeforeLoad() async {
    outbox.discard.returns(.change(Self.change(1)))
    let sut = OutboxViewModel(outbox: outbox)
    await sut.discard(1)
    #expect(sut.discarding == .loaded(.change(Self.change(1)), notices: []))
    #expect(sut.state == .idle)
  }

  @Test("Observed as SwiftUI observes it: the list, then the list less what was discarded")
  func observed() async {
    outbox.changes.returns(Self.listing([1, 2]))
    outbox.discard.returns(.change(Self.change(1)))
    let sut = OutboxViewModel(outbox: outbox)
    let view = ObservedView(sut) { model in
      let ids = model.state.value?.changes.map(\.id) ?? []
      return "\(model.state.phase) \(ids) of \(model.state.value?.totalCount ?? 0)"
    }
    await sut.load()
    #expect(view.redraw())
    await sut.discard(1)
    #expect(view.redraw())
    #expect(!view.redraw())
    #expect(view.frames == ["idle [] of 0", "loaded [1, 2] of 2", "loaded [2] of 1"])
  }
}

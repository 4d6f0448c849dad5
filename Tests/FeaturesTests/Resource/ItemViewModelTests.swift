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
@Suite("Item view model", .hangGuard)
struct ItemViewModelTests {
  static let board = Note.Address(boardID: 1)
  static let queued = QueuedChange(
    change: PendingChange(
      id: 4, action: .delete, resource: "notes",
      target: ["id": .integer(7)],
      fields: [:], original: nil, queuedAt: PreviewSamples.storedAt, idempotencyKey: "k"),
    reason: PreviewSamples.cannotConnect, waiting: 2)

  let repository = MockResourceRepository<Note>()

  func viewModel(policy: ReadPolicy = .networkFirst) -> ItemViewModel<Note> {
    ItemViewModel(id: .server(7), address: Self.board, repository: repository, policy: policy)
  }

  /// Holds the repository's answer, note 7, until the gate it returns opens.
  func holdAnswer() -> Gate {
    let gate = Gate()
    repository.item.answers { _ in
      try? await gate.pass()
      return Fetched(.stored(.mock(id: 7)))
    }
    return gate
  }

  @Test("Loads the item")
  func loads() async {
    repository.item.returns(Fetched(.stored(.mock(id: 7))))
    let sut = viewModel(policy: .storeOnly)
    #expect(sut.state == .idle)
    #expect(sut.id == .server(7))
    #expect(sut.address == Self.board)
    await sut.load()
    #expect(sut.state == .loaded(.stored(.mock(id: 7)), notices: []))
    #expect(
      repository.item.calls == [.init(id: .server(7), address: Self.board, policy: .storeOnly)])
  }

  @Test("Shows an item with a change waiting as it will be, marked, and a stored one as stale")
  func pendingAndStale() async {
    let stored = Fetched(
      Tracked.stored(Note.mock(id: 7), pending: true),
      freshness: .stored(at: PreviewSamples.storedAt, reason: .offlineRequested))
    repository.item.returns(stored)
    let sut = viewModel()
    await sut.load()
    #expect(
      sut.state
        == .loaded(
          .stored(.mock(id: 7), pending: true),
          notices: [.stale(storedAt: PreviewSamples.storedAt, reason: .offlineRequested)]))
  }

  @Test("Says why the item could not be loaded")
  func loadFails() async {
    repository.item.fails(with: .notFound(Subject("note", id: 7)))
    let sut = viewModel()
    await sut.load()
    #expect(sut.state == .failed(UserFacingError(.notFound(Subject("note", id: 7)))))
    #expect(sut.state.error?.message == "The server has no note 7.")
  }

  @Test("A load cancelled mid-flight goes back to what was shown", .tags(.inFlight))
  func loadCancelled() async {
    repository.item.returns(Fetched(.stored(.mock(id: 7))))
    let sut = viewModel()
    await sut.load()
    let gate = Gate()
    repository.item.answers { _ throws(RepositoryError) in
      do { try await gate.pass() } catch { throw .cancelled }
      return Fetched(.stored(.mock(id: 8)))
    }
    let loading = Task { await sut.load() }
    await gate.waitForArrivals()
    loading.cancel()
    await loading.value
    #expect(sut.state == .loaded(.stored(.mock(id: 7)), notices: []))
  }

  @Test("Deletes the item at once when the server can be reached")
  func deletes() async {
    repository.perform.returns(Written(sent: nil))
    let sut = viewModel()
    #expect(sut.action == .idle)
    await sut.delete()
    #expect(sut.action == .loaded(Written(sent: nil), notices: []))
    #expect(
      repository.perform.calls == [.init(action: .delete, id: .server(7), address: Self.board)])
  }

  @Test("A delete that waits in the outbox says so")
  func deleteQueued() async {
    repository.perform.returns(Written(queued: nil, Self.queued))
    let sut = viewModel()
    await sut.delete()
    #expect(sut.action == .loaded(Written(queued: nil, Self.queued), notices: []))
  }

  @Test(
    "A refused delete says why, and a second tap while one is in flight does nothing",
    .tags(.inFlight))
  func deleteRefused() async {
    let gate = Gate()
    repository.perform.answers { _ throws(RepositoryError) in
      try? await gate.pass()
      throw .rejected(statusCode: 409, message: "Locked")
    }
    let sut = viewModel()
    let deleting = Task { await sut.delete() }
    await gate.waitForArrivals()
    await sut.delete()
    #expect(sut.action == .loading)
    gate.open()
    await deleting.value
    #expect(sut.action == .failed(UserFacingError(.rejected(statusCode: 409, message: "Locked"))))
    #expect(repository.perform.calls.count == 1)
  }

  @Test("Does an action of the resource's own, and shows the item as it left it")
  func performs() async {
    let archived = Note(id: 7, boardID: 1, title: "Archived")
    repository.perform.returns(Written(sent: .stored(archived)))
    let sut = viewModel()
    await sut.perform(.custom("archive"))
    #expect(sut.action == .loaded(Written(sent: .stored(archived)), notices: []))
    #expect(
      repository.perform.calls == [
        .init(action: .custom("archive"), id: .server(7), address: Self.board)
      ])
  }

  @Test(
    "Observed as SwiftUI observes it: a frame for loading, one for the item, none for nothing",
    .tags(.inFlight))
  func observed() async {
    let gate = holdAnswer()
    let sut = viewModel()
    let view = ObservedView(sut) { "\($0.state.phase) \($0.action.phase)" }
    await view.draw(through: sut.load, heldAt: gate)
    #expect(view.frames == ["idle idle", "loading idle", "loaded idle"])
    #expect(!view.isInvalid)
  }
}

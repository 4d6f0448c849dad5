import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Profile view model", .hangGuard)
struct ProfileViewModelTests {
  let repository = MockUserRepository()

  func viewModel(policy: ReadPolicy = .networkFirst) -> ProfileViewModel {
    ProfileViewModel(userID: 1, repository: repository, policy: policy)
  }

  /// Holds the repository's answer, the mock profile, until the gate it returns opens.
  func holdAnswer() -> Gate {
    let gate = Gate()
    repository.user.answers { _ in
      try? await gate.pass()
      return Fetched(.mock)
    }
    return gate
  }

  @Test("Starts idle and asks for nothing")
  func startsIdle() {
    let sut = viewModel()
    #expect(sut.state == .idle)
    #expect(repository.user.calls.isEmpty)
  }

  @Test("Shows loading while the repository is suspended, then the profile", .tags(.inFlight))
  func loadingThenLoaded() async {
    let gate = holdAnswer()
    let sut = viewModel()

    let loading = Task { await sut.load() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)

    gate.open()
    await loading.value
    #expect(sut.state == .loaded(.mock, notices: []))
    #expect(repository.user.calls == [.init(id: 1, policy: .networkFirst)])
  }

  @Test("A second load while one is in flight does nothing", .tags(.inFlight))
  func ignoresSecondLoad() async {
    let gate = holdAnswer()
    let sut = viewModel()
    let first = Task { await sut.load() }
    await gate.waitForArrivals()
    await sut.load()
    gate.open()
    await first.value
    #expect(repository.user.calls.count == 1)
  }

  @Test("Fails with a sentence a person can read, never swallowing the error")
  func failsVisibly() async {
    repository.user.fails(with: PreviewSamples.timedOut)
    let sut = viewModel()
    await sut.load()
    #expect(sut.state == .failed(UserFacingError(PreviewSamples.timedOut)))
    #expect(sut.state.error?.category == .unavailable)
  }

  @Test("Can load again after a failure")
  func retriesAfterFailure() async {
    repository.user.fails(with: .notFound(.user(1)))
    let sut = viewModel()
    await sut.load()
    #expect(sut.state.error?.category == .notFound)
    repository.user.returns(Fetched(.mock))
    await sut.load()
    #expect(sut.state.value == .mock)
  }

  @Test("Says when a profile is a stored copy, and why")
  func staleNotice() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let reason = PreviewSamples.cannotConnect
    repository.user.returns(
      Fetched(.mock, freshness: .stored(at: storedAt, reason: .serverUnavailable(reason))))
    let sut = viewModel()
    await sut.load()
    #expect(
      sut.state
        == .loaded(
          .mock,
          notices: [.stale(storedAt: storedAt, reason: .serverUnavailable(UserFacingError(reason)))]
        ))
  }

  @Test("Reports a profile that could not be kept offline, and still shows it")
  func notSavedNotice() async {
    let failure = PreviewSamples.diskFull
    repository.user.returns(Fetched(.mock, storeFailure: failure))
    let sut = viewModel()
    await sut.load()
    #expect(sut.state.value == .mock)
    #expect(sut.state.notices == [.notSavedOffline(UserFacingError(failure))])
  }

  @Test("Offline, asks the repository for the stored copy only")
  func offlinePolicy() async {
    repository.user.returns(
      Fetched(.mock, freshness: .stored(at: .distantPast, reason: .offlineRequested)))
    let sut = viewModel(policy: .storeOnly)
    await sut.load()
    #expect(repository.user.calls == [.init(id: 1, policy: .storeOnly)])
    #expect(sut.state.notices == [.stale(storedAt: .distantPast, reason: .offlineRequested)])
  }

  @Test("Cancelling returns to the state before, with no error shown", .tags(.inFlight))
  func cancellation() async {
    repository.user.fails(with: .cancelled)
    let sut = ProfileViewModel(
      userID: 1, repository: repository, initialState: .loaded(.mock, notices: []))
    await sut.load()
    #expect(sut.state == .loaded(.mock, notices: []))
  }

  @Test(
    "Observed as SwiftUI observes it: a frame for loading, one for the profile, none for nothing",
    .tags(.inFlight))
  func observed() async {
    let gate = holdAnswer()
    let sut = viewModel()
    let view = ObservedView(sut) { "\($0.state.phase) \($0.state.value?.name ?? "")" }
    await view.draw(through: sut.load, heldAt: gate)
    #expect(view.frames == ["idle ", "loading ", "loaded \(User.mock.name)"])
    #expect(!view.isInvalid)
  }
}

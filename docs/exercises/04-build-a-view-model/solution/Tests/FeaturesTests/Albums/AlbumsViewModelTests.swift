import Domain
import Features
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

/// LEARN.md, "Build it", step 4: the view model, over a mock repository (the boundary below
/// it), through every state a view can show.
@MainActor
@Suite("Albums view model", .hangGuard)
struct AlbumsViewModelTests {
  let repository = MockAlbumRepository()
  let albums = [Album(id: 1, userID: 1, title: "quidem molestiae enim")]

  func viewModel(policy: ReadPolicy = .networkFirst) -> AlbumsViewModel {
    AlbumsViewModel(userID: 1, repository: repository, policy: policy)
  }

  @Test("Starts idle and asks for nothing")
  func startsIdle() {
    #expect(viewModel().state == .idle)
    #expect(repository.albums.calls.isEmpty)
  }

  @Test("Shows loading while the repository is suspended, then the albums")
  func loadingThenLoaded() async {
    let gate = Gate()
    repository.albums.answers { [albums] _ in
      try? await gate.pass()
      return Fetched(albums)
    }
    let sut = viewModel()
    let loading = Task { await sut.load() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)
    gate.open()
    await loading.value
    #expect(sut.state == .loaded(albums, notices: []))
    #expect(repository.albums.calls == [.init(userID: 1, policy: .networkFirst)])
  }

  @Test("A failure is shown, in words and with its category")
  func failureIsShown() async {
    repository.albums.fails(with: .notFound(Subject("albums of user", id: 1)))
    let sut = viewModel()
    await sut.load()
    #expect(sut.state.error?.category == .notFound)
  }

  @Test("Offline, asks for the stored copy only")
  func offline() async {
    repository.albums.returns(Fetched(albums))
    await viewModel(policy: .storeOnly).load()
    #expect(repository.albums.calls == [.init(userID: 1, policy: .storeOnly)])
  }
}

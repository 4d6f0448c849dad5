import Domain
import Features
import Repositories
import RepositoriesMocks
import TerminalUI
import TestSupport
import Testing

/// LEARN.md, "Build it", step 5: the screen draws the view model's state, and nothing else;
/// its keys move and reload; it loads once when it shows and cancels when it goes.
/// Given: copy it in as it is.
@MainActor
@Suite("Albums screen")
struct AlbumsScreenTests {
  let size = TerminalSize(columns: 120, rows: 12)
  let albums = [
    Album(id: 1, userID: 1, title: "quidem molestiae enim"),
    Album(id: 2, userID: 1, title: "sunt qui excepturi placeat culpa"),
  ]

  func screen(_ state: ViewState<[Album]>) -> AlbumsScreen {
    AlbumsScreen(
      viewModel: AlbumsViewModel(
        userID: 1, repository: MockAlbumRepository(), initialState: state))
  }

  func text(_ screen: AlbumsScreen) -> String {
    screen.body(in: size).lines.map(\.text).joined(separator: "\n")
  }

  @Test("Lists each album's title, and counts them in the title")
  func listsTheAlbums() {
    let screen = screen(.loaded(albums, notices: []))
    #expect(text(screen).contains("quidem molestiae enim"))
    #expect(text(screen).contains("sunt qui excepturi placeat culpa"))
    #expect(screen.title.contains("2"))
  }

  @Test("Says so while it loads")
  func loading() {
    #expect(text(screen(.loading)).contains("Loading"))
  }

  /// Whether `screen` takes `key` itself.
  func handles(_ screen: AlbumsScreen, _ key: Key) -> Bool {
    if case .handled = screen.handle(key, in: size) { return true }
    return false
  }

  @Test("j and k move the selection; r is taken; other keys are left to the app")
  func keys() {
    let repository = MockAlbumRepository()
    repository.albums.returns(Fetched(albums))
    let screen = AlbumsScreen(
      viewModel: AlbumsViewModel(
        userID: 1, repository: repository, initialState: .loaded(albums, notices: [])))
    let first = text(screen)
    #expect(handles(screen, .character("j")))
    #expect(text(screen) != first)
    #expect(handles(screen, .character("k")))
    #expect(text(screen) == first)
    #expect(handles(screen, .character("r")))
    #expect(!handles(screen, .character("x")))
  }

  /// A repository whose every read waits at the gate, then answers `albums`.
  func gatedRepository() -> (Gate, MockAlbumRepository) {
    let gate = Gate()
    let repository = MockAlbumRepository()
    repository.albums.answers { [albums] _ in
      try? await gate.pass()
      return Fetched(albums)
    }
    return (gate, repository)
  }

  // A key that reloads nothing would leave this test waiting: the limit ends it.
  @Test("r loads the albums again", .timeLimit(.minutes(1)))
  func reloads() async {
    let (gate, repository) = gatedRepository()
    let screen = AlbumsScreen(
      viewModel: AlbumsViewModel(
        userID: 1, repository: repository, initialState: .loaded(albums, notices: [])))
    #expect(handles(screen, .character("r")))
    await gate.waitForArrivals(count: 1)
    #expect(repository.albums.calls.count == 1)
    gate.open()
  }

  // A screen that never loads would leave this test waiting: the limit ends it (a hang guard,
  // never a verdict on speed).
  @Test("Loads once when it first shows; leaving cancels the load", .timeLimit(.minutes(1)))
  func appearsAndDisappears() async {
    let (gate, repository) = gatedRepository()
    let screen = AlbumsScreen(viewModel: AlbumsViewModel(userID: 1, repository: repository))
    screen.appear()
    await gate.waitForArrivals(count: 1)
    screen.appear()
    screen.disappear()
    #expect(repository.albums.calls.count == 1)
    #expect(gate.cancellations == 1)
  }

  @Test("A failure is shown in the words every view uses for it")
  func failure() {
    let error = UserFacingError(.notFound(Subject("albums of user", id: 1)))
    #expect(text(screen(.failed(error))).contains(error.message))
  }
}

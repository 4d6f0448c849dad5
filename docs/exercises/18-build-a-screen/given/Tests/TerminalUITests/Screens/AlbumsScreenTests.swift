import Domain
import Features
import Repositories
import RepositoriesMocks
import TerminalUI
import Testing

/// LEARN.md, "Build it", step 5: the screen draws the view model's state, and nothing else.
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

  @Test("A failure is shown in the words every view uses for it")
  func failure() {
    let error = UserFacingError(.notFound(Subject("albums of user", id: 1)))
    #expect(text(screen(.failed(error))).contains(error.message))
  }
}

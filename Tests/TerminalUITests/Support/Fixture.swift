import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport

/// The collaborators a screen test needs: a mock for each boundary below the view models, an
/// environment made of them with a fixed clock, and a terminal to run the app on.
@MainActor
struct Fixture {
  /// Three hours after ``PreviewSamples/storedAt``: a stored copy is "3 hours ago".
  nonisolated static let now = PreviewSamples.storedAt.addingTimeInterval(3 * 3600)
  /// The sizes every screen is rendered at: a common window, and the smallest one drawn.
  static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize.minimum]

  let users = MockUserRepository()
  let articles = MockArticleRepository()
  let bookmarks = MockBookmarkRepository()
  let sync = MockSyncService()
  let terminal: MockTerminal

  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    terminal = MockTerminal(size: size)
    bookmarks.bookmarks.returns([])
  }

  /// The environment over the mocks; `policy` as `--offline` would set it, or not.
  func environment(
    policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = []
  ) -> BrowseEnvironment {
    BrowseEnvironment(
      sync: sync, policy: policy, firstPage: .first, now: { Fixture.now }, features: features)
  }

  /// The app on ``terminal``, starting on `root`.
  func app(on root: any Screen) -> BrowseApp {
    let app = BrowseApp(
      terminal: terminal, root: root, colors: false, stopProcess: terminal.stopAndContinue)
    // A wait for a screen the app settles without drawing fails at once, not at a time limit.
    terminal.watch(app)
    return app
  }

  /// The app on ``terminal``, on the home screen of `features`, as `strata browse` starts.
  func homeApp(policy: ReadPolicy = .networkFirst, features: [BrowseFeature] = []) -> BrowseApp {
    app(on: HomeScreen(environment: environment(policy: policy, features: features)))
  }

  /// The notes' repository: a resource with a field of every kind and a path parameter.
  let notes = MockResourceRepository<Note>()

  /// The notes' lists, as the composition root makes any resource's.
  func notesFeature() -> BrowseFeature {
    .resource(Note.self, repository: notes)
  }

  /// A fixture serving the notes of boards holding `totalCount` of them.
  static func servingNotes(totalCount: Int = 25) -> Fixture {
    let fixture = Fixture()
    fixture.serveNotes(totalCount: totalCount)
    return fixture
  }

  /// Serves the notes of a board holding `totalCount` of them, and each one on its own.
  func serveNotes(totalCount: Int) {
    notes.list.answers { call in
      Fetched(Self.notes(call.page, totalCount: totalCount, board: call.address.boardID))
    }
    notes.item.answers { call throws(RepositoryError) in
      guard case .server(let id) = call.id else { throw .notFound(Subject("note")) }
      return Fetched(.stored(Note.mock(id: id, boardID: call.address.boardID)))
    }
  }

  /// Starts the app on the notes' home screen and waits until it shows; returns its task.
  func startHome() async throws -> Task<BrowseApp.Exit, any Error> {
    let run = run(homeApp(features: [notesFeature()]))
    try await terminal.waitForText(" › 1   Notes (asks for Board ID)")
    return run
  }

  /// Starts the app and asks for board `board`'s notes through the home form, not waiting for them.
  func askForBoard(_ board: Int) async throws -> Task<BrowseApp.Exit, any Error> {
    let run = try await startHome()
    terminal.press(.enter)
    terminal.type("\(board)")
    terminal.press(.enter)
    return run
  }

  /// Starts the app, opens the notes of `board` through the home screen's form; returns its task.
  func openBoard(_ board: Int, totalCount: Int = 25) async throws -> Task<BrowseApp.Exit, any Error>
  {
    let run = try await askForBoard(board)
    try await terminal.waitForText(
      "Notes · Board ID \(board) · \(min(10, totalCount)) of \(totalCount)")
    return run
  }

  /// The page a server holding `totalCount` notes would return for `request`.
  nonisolated static func notes(_ request: PageRequest, totalCount: Int, board boardID: Int = 1)
    -> Page<Tracked<Note>>
  {
    let count = min(request.perPage, max(0, totalCount - request.offset))
    return Page(
      items: (0..<count).map { .stored(Note.mock(id: request.offset + 1 + $0, boardID: boardID)) },
      page: request.page, perPage: request.perPage, totalCount: totalCount)
  }

  func run(_ app: BrowseApp) -> Task<BrowseApp.Exit, any Error> {
    Task { try await app.run() }
  }

  /// The frame `screen` draws at `size`, as the app lays it out, titled "App" rather than the app's
  /// name so that a longer name from `scripts/rename` cannot change a golden text.
  static func frame(_ screen: any Screen, _ size: TerminalSize) -> Frame {
    BrowseLayout.frame(
      title: screen.title, content: screen.body(in: size), size: size, appName: "App")
  }
}

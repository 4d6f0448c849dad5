import Domain
import DomainMocks
import Features
import FeaturesMocks
import Repositories
import RepositoriesMocks
import TerminalUI
import TestSupport
import Testing

/// Every screen in every state, at a common size and at the smallest, held to the expected
/// texts in `Golden/`. The states come from `FeaturesMocks`: the same presets a SwiftUI preview
/// would show, so a state the view models can be in is a state the screens are seen in.
@MainActor
@Suite("Screen rendering")
struct ScreenRenderingTests {
  static let board = Note.Address(boardID: 1)

  let environment = Fixture().environment()

  /// Each named screen rendered at both sizes.
  func sections(_ screens: [(String, any Screen)]) -> [(name: String, frame: Frame)] {
    screens.flatMap { name, screen in
      Fixture.sizes.map { (name, Fixture.frame(screen, $0)) }
    }
  }

  @Test("A sync: starting, at 40%, with no total, finished, failed")
  func sync() throws {
    func screen(_ state: ViewState<SyncSummary>, _ progress: SyncProgress? = nil) -> SyncScreen {
      SyncScreen(viewModel: .preview(state, progress: progress))
    }
    try Golden.expect(
      sections([
        ("starting", screen(.loading)),
        ("40%", screen(.loading, PreviewSamples.syncProgress)),
        (
          "no total",
          screen(
            .loading, SyncProgress(part: "notes", pagesDone: 3, pagesTotal: nil, itemsDone: 30))
        ),
        ("finished", screen(.loaded(PreviewSamples.syncSummary, notices: []))),
        (
          "failed",
          screen(.failed(UserFacingError(.busy(path: "/data/cache/sync.lock", holder: "a sync"))))
        ),
      ]), file: "sync")
  }

  @Test("What a resource gets: the lists, a form, a list in each state, an item, its forms")
  func lists() throws {
    let fixture = Fixture()
    let notes = fixture.notesFeature()
    let withFeatures = fixture.environment(features: [notes])
    func list(_ state: ViewState<Feed<Tracked<Note>>>) -> ResourceListScreen<Note> {
      ResourceListScreen<Note>(
        viewModel: .preview(state, of: Note.self, at: Self.board), repository: fixture.notes,
        address: Self.board, environment: environment)
    }
    let page = Fixture.notes(.first, totalCount: 12)
    var pending = page
    pending.items[1] = .stored(Note.mock(id: 2), pending: true)
    var draft = Draft<Note>()
    draft[\.boardID] = 1
    draft[\.title] = "Added here"
    pending.items.insert(.unsent(draft, change: 3), at: 0)
    let feed = Feed(pending)
    let form = ParametersScreen(feature: notes, environment: withFeatures)
    let invalid = ParametersScreen(feature: notes, environment: withFeatures)
    for key in [Key.character("4"), .character("x"), .enter] {
      _ = invalid.handle(key, in: TerminalSize.minimum)
    }
    let full = Note(
      id: 7, boardID: 1, title: "Atomic writes in four system calls", weight: 2.5, pinned: true,
      dueOn: PreviewSamples.storedAt, level: .high, tags: ["disk", "safety"])
    let item = ResourceItemScreen<Note>(
      viewModel: .preview(.loaded(.stored(full), notices: []), id: .server(7), at: Self.board),
      repository: fixture.notes, environment: environment)
    let adding = ResourceFormViewModel<Note>(.add, address: Self.board, repository: fixture.notes)
    adding.texts["pinned"] = "maybe"
    adding.validate()
    let editing = ResourceFormViewModel<Note>(
      .edit(.stored(full)), address: Self.board, repository: fixture.notes)
    try Golden.expect(
      sections([
        ("home", HomeScreen(environment: withFeatures)),
        ("home, no features", HomeScreen(environment: environment)),
        ("form", form),
        ("form with errors", invalid),
        ("list loading", list(.loading)),
        ("list loaded, one pending", list(.loaded(feed, notices: []))),
        ("list empty", list(.loaded(Feed(Fixture.notes(.first, totalCount: 0)), notices: []))),
        ("list stored copy", list(.loaded(feed, notices: [PreviewSamples.staleNotice]))),
        ("list failed", list(.failed(UserFacingError(PreviewSamples.cannotConnect)))),
        ("item", item),
        ("adding, with an error", ResourceFormScreen(viewModel: adding)),
        ("editing", ResourceFormScreen(viewModel: editing)),
        ("delete?", ConfirmScreen(title: "Note 7", question: "Delete note 7?") {}),
      ]), file: "lists")
  }

  @Test("The keys")
  func help() throws {
    try Golden.expect(sections([("keys", HelpScreen())]), file: "help")
  }

  @Test("The keys include the writes: a adds, e edits, d deletes after a question")
  func helpListsWrites() {
    let keys = HelpScreen.sections.flatMap(\.keys).map(\.keys)
    for key in ["a", "e", "d", "y / n, Esc"] {
      #expect(keys.contains(key), "? does not list \(key)")
    }
  }

  @Test("Every error sentence fits the smallest screen without losing a word")
  func errorsFit() {
    for error in PreviewSamples.errors {
      let screen = ResourceListScreen<Note>(
        viewModel: .preview(.failed(error), of: Note.self, at: Self.board),
        repository: MockResourceRepository<Note>(), address: Self.board, environment: environment)
      let frame = Fixture.frame(screen, TerminalSize.minimum)
      let shown = frame.text.joined(separator: " ").split(separator: " ")
      for word in error.message.split(separator: " ") {
        #expect(shown.contains(word), "'\(word)' of \(error.message)")
      }
    }
  }

  @Test("Text from the server reaches the screen as text", .tags(.hostile))
  nonisolated func hostileText() async throws {
    try await Self.expectTextStaysText { random in
      (1...5).map { board in
        Note(
          id: HostileValues.integer(using: &random), boardID: board,
          title: HostileValues.text(using: &random, maximumLength: 120),
          tags: [HostileValues.text(using: &random, maximumLength: 400)])
      }
    } screens: { notes in
      [hostileList(notes), hostileItem(notes[0])]
    }
  }

  /// Checks, over a quarter of the run's generated cases, that every screen `screens` builds from
  /// what `make` draws fills the frame with text and no control character, at one of the sizes
  /// (they take turns, so every screen meets both). Each case is a main-actor job of its own, so
  /// the view-model tests run between the cases instead of waiting for all of them.
  nonisolated static func expectTextStaysText<Values: Sendable>(
    _ make: (inout SeededGenerator) -> Values,
    screens: @escaping @MainActor (Values) -> [any Screen]
  ) async throws {
    try await Limiter.cpuBound.run {
      var random = SeededGenerator.forThisRun()
      for iteration in 0..<max(1, GeneratedCases.perRun / 4) {
        let values = make(&random)
        let seed = random.seed
        await MainActor.run {
          expectSafe(screens(values), iteration: iteration, seed: seed)
        }
      }
    }
  }

  private static func expectSafe(_ screens: [any Screen], iteration: Int, seed: UInt64) {
    let size = Fixture.sizes[iteration % Fixture.sizes.count]
    for screen in screens {
      let frame = Fixture.frame(screen, size)
      #expect(frame.lines.count == size.rows, "seed \(seed)")
      for line in frame.lines {
        #expect(DisplayWidth.of(line.text) == size.columns, "seed \(seed)")
        #expect(
          !line.text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
              || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
          }, "seed \(seed)")
      }
    }
  }

  func hostileList(_ notes: [Note]) -> ResourceListScreen<Note> {
    let page = Page(items: notes.map { Tracked.stored($0) }, page: 1, perPage: 10, totalCount: nil)
    return ResourceListScreen<Note>(
      viewModel: .preview(.loaded(Feed(page), notices: []), of: Note.self, at: Self.board),
      repository: MockResourceRepository<Note>(), address: Self.board, environment: environment)
  }

  func hostileItem(_ note: Note) -> ResourceItemScreen<Note> {
    ResourceItemScreen<Note>(
      viewModel: .preview(
        .loaded(.stored(note), notices: []), id: .server(note.id), at: Self.board),
      repository: MockResourceRepository<Note>(), environment: environment)
  }
}

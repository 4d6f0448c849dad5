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

  func articles(_ state: ViewState<ArticleFeed>) -> ArticlesScreen {
    ArticlesScreen(viewModel: .preview(state), environment: environment)
  }

  @Test("The article list, in each state")
  func articleList() async throws {
    // Loading more: the second page is held at a gate while the frame is taken.
    let repository = MockArticleRepository()
    let gate = Gate()
    repository.articles.answers { call in
      try? await gate.pass()
      return Fetched(.mock(call.request, totalCount: 47))
    }
    let loadingMore = ArticleListViewModel(
      repository: repository, firstPage: .first,
      initialState: .loaded(PreviewSamples.feed, notices: []))
    let loading = Task { await loadingMore.loadNextPage() }
    await gate.waitForArrivals(count: 1)
    let loadingMoreScreen = ArticlesScreen(viewModel: loadingMore, environment: environment)
    let loadingMoreFrames = Fixture.sizes.map { Fixture.frame(loadingMoreScreen, $0) }
    gate.open()
    await loading.value

    // Loading more failed: the list stays, the footer says why.
    let failing = MockArticleRepository()
    failing.articles.fails(with: PreviewSamples.timedOut)
    let failedMore = ArticleListViewModel(
      repository: failing, firstPage: .first,
      initialState: .loaded(PreviewSamples.feed, notices: []))
    await failedMore.loadNextPage()

    let ended = ArticleFeed(
      articles: Article.mocks(count: 3), perPage: 10, firstPage: 1, lastPage: 1, totalCount: 3,
      reachedEnd: true)
    var sections = sections([
      ("idle", articles(.idle)),
      ("loading", articles(.loading)),
      ("loaded", articles(.loaded(PreviewSamples.feed, notices: []))),
      ("empty", articles(.loaded(PreviewSamples.emptyFeed, notices: []))),
      ("end of the list", articles(.loaded(ended, notices: []))),
      ("offline", articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.offlineNotice]))),
      (
        "stored copy, server unreachable",
        articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.staleNotice]))
      ),
      (
        "not saved offline",
        articles(.loaded(PreviewSamples.feed, notices: [PreviewSamples.notSavedNotice]))
      ),
      ("failed", articles(.failed(UserFacingError(PreviewSamples.cannotConnect)))),
      ("loading more failed", ArticlesScreen(viewModel: failedMore, environment: environment)),
    ])
    sections += loadingMoreFrames.map { ("loading more", $0) }
    try Golden.expect(sections, file: "articles")
  }

  @Test("An article, while its author loads, once loaded, and when the author cannot be")
  func article() throws {
    let article = Article(
      id: 7, userID: 1, title: "Atomic writes in four system calls",
      body: "Write to a temporary file in the same directory, flush it, rename it over the old "
        + "one, then flush the directory. A crash at any point leaves either the old copy or the "
        + "new one, never half of each.\n\nThe fourth call is the one people forget.")
    func screen(_ state: ViewState<User>) -> ArticleScreen {
      ArticleScreen(article: article, author: .preview(state), environment: environment)
    }
    try Golden.expect(
      sections([
        ("author loading", screen(.loading)),
        ("loaded", screen(.loaded(.mock, notices: []))),
        ("author failed", screen(.failed(UserFacingError(.notFound(.user(1)))))),
      ]), file: "article")
  }

  @Test("A profile, in each state")
  func profile() throws {
    func screen(_ state: ViewState<User>) -> ProfileScreen {
      ProfileScreen(viewModel: .preview(state), environment: environment)
    }
    try Golden.expect(
      sections([
        ("idle", screen(.idle)),
        ("loading", screen(.loading)),
        ("loaded", screen(.loaded(.mock, notices: []))),
        ("minimal", screen(.loaded(.minimalMock, notices: []))),
        (
          "stored copy, server unreachable",
          screen(.loaded(.mock, notices: [PreviewSamples.staleNotice]))
        ),
        ("offline", screen(.loaded(.mock, notices: [PreviewSamples.offlineNotice]))),
        ("failed", screen(.failed(UserFacingError(.notFound(.user(99)))))),
      ]), file: "profile")
  }

  @Test("The edit form: editing, with validation errors, saving, saved, refused")
  func editProfile() throws {
    func screen(_ viewModel: EditProfileViewModel) -> EditProfileScreen {
      EditProfileScreen(viewModel: viewModel, current: .mock)
    }
    let invalid = EditProfileViewModel.preview(.idle, name: "  ", email: "not-an-email")
    invalid.validate()
    let tooLong = EditProfileViewModel.preview(
      .idle, name: String(repeating: "Ada ", count: 30), email: nil)
    tooLong.validate()
    try Golden.expect(
      sections([
        ("editing", screen(.preview(.idle))),
        ("validation errors", screen(invalid)),
        ("a long name", screen(tooLong)),
        ("saving", screen(.preview(.loading, name: "Ada King"))),
        ("saved", screen(.preview(.loaded(Written(sent: .mock), notices: [])))),
        (
          "refused",
          screen(.preview(.failed(UserFacingError(.rejected(statusCode: 422, message: nil)))))
        ),
      ]), file: "edit-profile")
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
          screen(.loading, SyncProgress(pagesDone: 3, pagesTotal: nil, articlesDone: 30))
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
      let frame = Fixture.frame(
        ProfileScreen(viewModel: .preview(.failed(error)), environment: environment),
        TerminalSize.minimum)
      let shown = frame.text.joined(separator: " ").split(separator: " ")
      for word in error.message.split(separator: " ") {
        #expect(shown.contains(word), "'\(word)' of \(error.message)")
      }
    }
  }

  @Test("Text from the server reaches the screen as text", .tags(.hostile))
  nonisolated func hostileText() async throws {
    // Screens live on the main actor, as the view-model tests do: each case is a job of its own
    // there, so those tests run between the cases instead of waiting for all of them.
    try await Limiter.cpuBound.run {
      var random = SeededGenerator.forThisRun()
      for iteration in 0..<max(1, GeneratedCases.perRun / 4) {
        let articles = (1...5).map { id in
          Article(
            id: HostileValues.integer(using: &random), userID: id,
            title: HostileValues.text(using: &random, maximumLength: 120),
            body: HostileValues.text(using: &random, maximumLength: 400))
        }
        let seed = random.seed
        await MainActor.run { expectSafeScreens(articles, iteration: iteration, seed: seed) }
      }
    }
  }

  /// Every screen that shows `articles`, at one of the sizes, shows them as text.
  func expectSafeScreens(_ articles: [Article], iteration: Int, seed: UInt64) {
    let feed = ArticleFeed(
      articles: articles, perPage: 10, firstPage: 1, lastPage: 1, totalCount: nil,
      reachedEnd: false)
    let notes = articles.map {
      Note(id: $0.id, boardID: $0.userID, title: $0.title, tags: [$0.body])
    }
    let screens: [any Screen] = [
      ArticlesScreen(viewModel: .preview(.loaded(feed, notices: [])), environment: environment),
      ArticleScreen(article: articles[0], author: .preview(.idle), environment: environment),
      hostileList(notes),
      hostileItem(notes[0]),
    ]
    // Each run of screens at one size, the sizes taking turns: every screen meets both.
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

  private func hostileList(_ notes: [Note]) -> ResourceListScreen<Note> {
    let page = Page(items: notes.map { Tracked.stored($0) }, page: 1, perPage: 10, totalCount: nil)
    return ResourceListScreen<Note>(
      viewModel: .preview(.loaded(Feed(page), notices: []), of: Note.self, at: Self.board),
      repository: MockResourceRepository<Note>(), address: Self.board, environment: environment)
  }

  private func hostileItem(_ note: Note) -> ResourceItemScreen<Note> {
    ResourceItemScreen<Note>(
      viewModel: .preview(
        .loaded(.stored(note), notices: []), id: .server(note.id), at: Self.board),
      repository: MockResourceRepository<Note>(), environment: environment)
  }
}

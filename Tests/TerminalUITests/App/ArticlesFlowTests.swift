import Domain
import DomainMocks
import Features
import FeaturesMocks
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

/// The samples' screens driven as a person drives them: the articles, an article, the profile
/// and the bookmarks. The repositories are mocks; everything above them is real.
@MainActor
@Suite("The samples' articles, profile and bookmarks", .hangGuard)
struct ArticlesFlowTests: FlowSuite {
  let fixture = Fixture()

  init() {
    fixture.articles.serve(totalCount: 25)
    fixture.users.user.answers { call in Fetched(.mock(id: call.id)) }
  }

  @Test("Moving past the last loaded row loads the next page, and the selection follows")
  func loadsMore() async throws {
    let gate = Gate()
    fixture.articles.articles.answers { call in
      if call.request.page == 2 { try? await gate.pass() }
      return Fetched(.mock(call.request, totalCount: 25))
    }
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    for _ in 1...9 { terminal.press(.down) }
    try await terminal.waitForText(" › 10   Article 10")
    #expect(fixture.articles.articles.calls.count == 1)
    terminal.press(.character("j"))
    try await terminal.waitForText("Loading more…")
    gate.open()
    try await terminal.waitForText(" › 11   Article 11")
    #expect(terminal.screen.first == " Strata · Articles · 20 of 25")
    #expect(fixture.articles.articles.calls.map(\.request.page) == [1, 2])

    // To the end: the last page, then nothing more to load.
    terminal.press(.pageDown, .pageDown, .pageDown)
    try await terminal.waitForText("Articles · 25 of 25")
    terminal.press(.end)
    try await terminal.waitForText("End of the list: 25 articles.")
    terminal.press(.down, .down)
    try await expectQuits(run)
    #expect(fixture.articles.articles.calls.map(\.request.page) == [1, 2, 3])
  }

  @Test("A failure to load more keeps the list, says why in the footer, and r retries")
  func loadMoreFails() async throws {
    fixture.articles.articles.answers { call throws(RepositoryError) in
      guard call.request.page == 1 else { throw PreviewSamples.timedOut }
      return Fetched(.mock(call.request, totalCount: 25))
    }
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    terminal.press(.end, .down)
    try await terminal.waitForText("r retry · The server is unavailable: the request timed out.")
    #expect(terminal.screen.contains(" › 10   Article 10"))
    fixture.articles.serve(totalCount: 25)
    terminal.type("r")
    try await terminal.waitForText("Articles · 20 of 25")
    try await expectQuits(run)
  }

  @Test(
    "Enter opens an article; Esc, ← and h each go back",
    arguments: [Key.escape, .left, .character("h")])
  func openAndBack(back: Key) async throws {
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    terminal.press(.down, .enter)
    try await terminal.waitForText("The body of article 2.")
    try await terminal.waitForText("by Ada Lovelace (@user1)")
    #expect(terminal.screen.first == " Strata · Article 2")
    terminal.press(back)
    try await terminal.waitForText(" ›  2   Article 2")
    try await expectQuits(run)
    // The list was not loaded again on the way back.
    #expect(fixture.articles.articles.calls.count == 1)
  }

  @Test("p opens the profile, and q quits from it")
  func profile() async throws {
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    terminal.type("p")
    try await terminal.waitForText("Email     user1@strata.example")
    try await expectQuits(run)
    #expect(terminal.restoreCount == 1)
  }

  @Test("b bookmarks the selected article and marks its row; B lists them, and b there removes")
  func bookmarks() async throws {
    fixture.bookmarks.addArticle.answers { article in
      BookmarkAddition(article: article, wasAlreadyBookmarked: false)
    }
    fixture.bookmarks.remove.answers { id in .mock(id: id) }
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    terminal.press(.down)
    terminal.type("b")
    try await terminal.waitForText(" ›  2 * Article 2")
    try await terminal.waitForText("Bookmarked article 2.")
    terminal.type("B")
    try await terminal.waitForText("Bookmarks · 1")
    try await terminal.waitForText(" › 2 * Article 2")
    terminal.type("b")
    try await terminal.waitForText("No bookmarks yet. Press b on an article to bookmark it.")
    terminal.press(.escape)
    try await terminal.waitForText(" ›  2   Article 2")
    try await expectQuits(run)
    #expect(fixture.bookmarks.addArticle.calls == [.mock(id: 2)])
    #expect(fixture.bookmarks.remove.calls == [2])
  }

  @Test("A failed load shows the error's sentence and how to retry; r reloads")
  func failedThenRetry() async throws {
    fixture.articles.articles.fails(with: PreviewSamples.cannotConnect)
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("The server is unavailable: could not connect to the server.")
    try await terminal.waitForText("Press r to try again.")
    fixture.articles.serve(totalCount: 25)
    terminal.type("r")
    try await terminal.waitForText("Articles · 10 of 25")
    try await expectQuits(run)
  }

  @Test("Offline, a sync says it needs the server; an edit is made, to wait in the outbox")
  func offline() async throws {
    let run = fixture.run(fixture.app(policy: .storeOnly))
    try await terminal.waitForText("Articles · 10 of 25")
    #expect(fixture.articles.articles.calls.map(\.policy) == [.storeOnly])
    terminal.type("s")
    try await terminal.waitForText("A sync needs the server: browse was started with --offline.")
    terminal.type("p")
    try await terminal.waitForText("Email     user1@strata.example")
    terminal.type("e")
    try await terminal.waitForText("Strata · Edit profile")
    terminal.press(.escape)
    try await terminal.waitForText("Email     user1@strata.example")
    try await expectQuits(run)
    #expect(fixture.sync.sync.calls.isEmpty)
  }
}

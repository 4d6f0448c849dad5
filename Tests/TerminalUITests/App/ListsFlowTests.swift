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

/// The lists that generated features add: `m`, a feature's parameters, its list, an item.
/// The feature here is made by hand as `scripts/new-feature` makes one (see
/// ``Fixture/pagesFeature()``); each generated feature's own test drives its real one.
@MainActor
@Suite("Lists of generated features", .hangGuard)
struct ListsFlowTests {
  let fixture = Fixture()
  var terminal: MockTerminal { fixture.terminal }

  init() {
    fixture.articles.serve(totalCount: 25)
  }

  /// Starts the app with the "Pages" list and opens `page` of it, through `m` and the form.
  func startOnPage(_ page: Int) async -> Task<BrowseApp.Exit, any Error> {
    let run = fixture.run(fixture.app(features: [fixture.pagesFeature()]))
    await terminal.waitForText("Articles · 10 of 25")
    terminal.type("m")
    terminal.press(.enter)
    terminal.type("\(page)")
    terminal.press(.enter)
    return run
  }

  /// Serves every page, holding `page` at `gate` until it opens; a cancelled wait is a
  /// cancelled load.
  func serve(holding page: Int, at gate: Gate) {
    fixture.articles.articles.answers { call throws(RepositoryError) in
      if call.request.page == page {
        do { try await gate.pass() } catch { throw .cancelled }
      }
      return Fetched(.mock(call.request, totalCount: 25))
    }
  }

  @Test("m lists the features; a parameter is typed and checked, then the list and an item open")
  func flow() async throws {
    let run = fixture.run(fixture.app(features: [fixture.pagesFeature()]))
    await terminal.waitForText("Articles · 10 of 25")
    #expect(terminal.screen.last?.contains("m more lists") == true)
    terminal.type("m")
    await terminal.waitForText(" › Pages (asks for page)")

    // The form: letters are typed, not commands, and each is checked as it is typed.
    terminal.press(.enter)
    await terminal.waitForText(" › page  ▏")
    terminal.type("q")
    await terminal.waitForText("A whole number from 1, such as 1 or 42.")
    terminal.press(.backspace, .enter)
    await terminal.waitForText("Type a whole number from 1.")
    terminal.type("2")
    terminal.press(.enter)

    await terminal.waitForText("Pages · page 2 · 10")
    #expect(terminal.screen.contains(" › 11   Article 11"))
    terminal.press(.down, .enter)
    await terminal.waitForText("Strata · Article 12")
    #expect(terminal.screen.contains("  userId"))

    // Back, one screen at a time, to where it started; the form keeps what was typed.
    terminal.press(.escape)
    await terminal.waitForText(" › 12   Article 12")
    terminal.press(.escape)
    await terminal.waitForText(" › page  2▏")
    terminal.press(.escape)
    await terminal.waitForText(" › Pages (asks for page)")
    terminal.press(.escape)
    await terminal.waitForText("Articles · 10 of 25")
    terminal.type("q")
    #expect(try await run.value == .quit)
    #expect(fixture.articles.articles.calls.map(\.request.page) == [1, 2])
  }

  @Test("r reloads a list, and a failed load says why and how to retry")
  func failureAndRetry() async throws {
    fixture.articles.articles.answers { call throws(RepositoryError) in
      guard call.request.page == 1 else { throw PreviewSamples.timedOut }
      return Fetched(.mock(call.request, totalCount: 25))
    }
    let run = await startOnPage(2)
    await terminal.waitForText("The server is unavailable: the request timed out.")
    #expect(terminal.screen.contains("  Press r to try again."))
    fixture.articles.serve(totalCount: 25)
    terminal.type("r")
    await terminal.waitForText("Pages · page 2 · 10")
    terminal.type("q")
    #expect(try await run.value == .quit)
  }

  @Test("r while a list loads lets that load finish, and a reload that shrinks it keeps a row")
  func reloads() async throws {
    let gate = Gate()
    serve(holding: 2, at: gate)
    let run = await startOnPage(2)
    await gate.waitForArrivals(count: 1)
    terminal.type("r")
    await terminal.waitForText("Loading…")
    gate.open()
    await terminal.waitForText("Pages · page 2 · 10")
    #expect(gate.cancellations == 0)

    // Page 1 at its last row; reloaded, it holds three articles, and the last is selected.
    terminal.press(.escape, .backspace)
    terminal.type("1")
    terminal.press(.enter)
    await terminal.waitForText("Pages · page 1 · 10")
    terminal.press(.end)
    await terminal.waitForText(" › 10   Article 10")
    fixture.articles.serve(totalCount: 3)
    terminal.type("r")
    await terminal.waitForText(" › 3   Article 3")
    terminal.press(.enter)
    await terminal.waitForText("Strata · Article 3")
    terminal.type("q")
    #expect(try await run.value == .quit)
  }

  @Test("Leaving a list while it loads cancels the load and shows no error")
  func leaveWhileLoading() async throws {
    let gate = Gate()
    serve(holding: 3, at: gate)
    let run = await startOnPage(3)
    await terminal.waitForText("Loading…")
    await gate.waitForArrivals(count: 1)
    terminal.press(.escape)
    await terminal.waitForText(" › page  3▏")
    #expect(gate.cancellations == 1)
    terminal.type("q")
    #expect(!terminal.writes.joined().contains("cancel"))
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
  }

  @Test("With no generated feature, m says how to add one")
  func none() async throws {
    let run = fixture.run(fixture.app())
    await terminal.waitForText("Articles · 10 of 25")
    #expect(terminal.screen.last?.contains("m more lists") == false)
    terminal.type("m")
    await terminal.waitForText("scripts/new-feature adds one")
    terminal.press(.enter)
    terminal.type("q")
    #expect(try await run.value == .quit)
  }
}

import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import TestSupport
import Testing

@testable import CLI

/// The exemplar's command, `strata articles`, from its words to a run against a loopback server.
/// It runs whether or not ``CommandList`` lists it: `scripts/remove-samples` takes it off the list
/// but keeps it (docs/decisions/0018-the-exemplar-stays.md).
@MainActor
@Suite("strata articles, the exemplar's command", .tags(.loopback), .hangGuard)
struct ArticlesCommandTests {
  let renderer = Renderer(now: PreviewSamples.storedAt)
  var strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata()
    strata.commands = { _ in [ArticlesCommand.entry] }
  }

  /// Runs `strata articles` with `arguments` against `server`.
  func run(_ arguments: [String], on server: LoopbackServer) async -> (ExitCode, RecordingConsole) {
    await strata.run(["articles"] + arguments + ["--base-url", server.baseURL])
  }

  @Test("Reads a page live, prints the contract's JSON, and reads it again offline")
  func pageLiveThenOffline() async throws {
    let server = try await LoopbackServer.start("ok", in: strata.home)
    let (code, output) = await run(["--page", "2", "--per-page", "20", "--json"], on: server)
    #expect(code == .success, "\(output.stderr)")
    let json = try json(output.stdout)
    #expect(json["totalCount"] as? Int == 47)
    #expect(
      (json["articles"] as? [[String: Any]])?.map { $0["id"] as? Int } == (21...40).map { $0 })
    #expect(server.requests().map(\.path) == ["/posts?_page=2&_limit=20"])
    let (offlineCode, offline) = await run(
      ["--page", "2", "--per-page", "20", "--offline"], on: server)
    #expect(offlineCode == .success, "\(offline.stderr)")
    #expect(offline.stdout.hasPrefix("Articles 21–40 of 47 · page 2 of 3"))
    #expect(server.requests().count == 1)
  }

  @Test("Server text reaches the terminal with no control character left in it")
  func neutralisesEscapes() async throws {
    let server = try await LoopbackServer.start("escapes", in: strata.home)
    let (code, output) = await run([], on: server)
    #expect(code == .success, "\(output.stderr)")
    #expect(!output.stdout.unicodeScalars.contains { [0x1B, 0x9B, 0x07].contains($0.value) })
    #expect(output.stdout.contains("␛"))
  }

  @Test("A list the server does not have is one sentence naming the page, and exit 1")
  func notFound() async throws {
    let server = try await LoopbackServer.start("not-found", in: strata.home)
    let (code, output) = await run(["--page", "3"], on: server)
    #expect(code == .refused)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr.hasSuffix("Error: The server has no articles page 3.\n"), "\(output.stderr)")
  }

  @Test("Heads a page of articles with its place in the list and says how to get more")
  func articlesPage() throws {
    let text = renderer.articles(PreviewSamples.feed)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Articles 1–10 of 47 · page 1 of 5")
    #expect(lines.contains("   1  Article 1"))
    #expect(lines.contains("  10  Article 10"))
    #expect(lines.contains("      The body of article 10."))
    #expect(lines.last == "More: strata articles --page 2")
  }

  @Test("Keeps a non-default page size in the hint, and drops the hint at the end")
  func articlesHint() {
    var feed = ArticleFeed(
      Page(items: Article.mocks(count: 5, startingAt: 6), page: 2, perPage: 5, totalCount: 47))
    #expect(renderer.articles(feed).hasSuffix("More: strata articles --page 3 --per-page 5"))
    feed.reachedEnd = true
    #expect(!renderer.articles(feed).contains("More:"))
  }

  @Test("Says a page past the end is empty, with the size of the list")
  func articlesEmptyPage() {
    let feed = ArticleFeed(Page<Article>(items: [], page: 9, perPage: 10, totalCount: 47))
    #expect(renderer.articles(feed) == "No articles on page 9: the list has 47 articles.")
    let unknown = ArticleFeed(Page<Article>(items: [], page: 2, perPage: 10))
    #expect(renderer.articles(unknown) == "No articles on page 2.")
  }

  @Test("Omits the total when the server gives none")
  func articlesUnknownTotal() {
    let feed = ArticleFeed(Page(items: Article.mocks(count: 2), page: 1, perPage: 10))
    #expect(renderer.articles(feed).hasPrefix("Articles 1–2 · page 1\n"))
  }
}

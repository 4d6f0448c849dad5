import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import Testing

@testable import CLI

@Suite("Renderer")
struct RendererTests {
  let renderer = Renderer(now: PreviewSamples.storedAt.addingTimeInterval(5 * 60))

  @Test("Shows a complete profile, one labelled line per field")
  func completeProfile() {
    #expect(
      renderer.profile(.mock) == """
        Ada Lovelace (@ada)
          Email     ada@analytical.engine
          Phone     +44 20 7946 0018
          Website   analytical.engine
          Company   Analytical Engines Ltd: "Weaving algebraic patterns"
          Address   12 St James's Square, Flat 2, London SW1Y 4JH
        """)
  }

  @Test("Leaves out the fields a minimal profile lacks")
  func minimalProfile() {
    #expect(
      renderer.profile(.minimalMock) == "Grace Hopper (@grace)\n  Email     grace@cobol.example")
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
  func emptyPage() {
    let feed = ArticleFeed(Page<Article>(items: [], page: 9, perPage: 10, totalCount: 47))
    #expect(renderer.articles(feed) == "No articles on page 9: the list has 47 articles.")
    let unknown = ArticleFeed(Page<Article>(items: [], page: 2, perPage: 10))
    #expect(renderer.articles(unknown) == "No articles on page 2.")
  }

  @Test("Omits the total when the server gives none")
  func unknownTotal() {
    let feed = ArticleFeed(Page(items: Article.mocks(count: 2), page: 1, perPage: 10))
    #expect(renderer.articles(feed).hasPrefix("Articles 1–2 · page 1\n"))
  }

  @Test("Cuts long bodies at a word, with an ellipsis")
  func excerpt() {
    #expect(Format.excerpt("one two three four", width: 12) == "one two…")
    #expect(Format.excerpt("short\nbody", width: 40) == "short body")
  }

  @Test("Words each notice as one line for stderr")
  func notices() {
    #expect(
      renderer.notice(.stale(storedAt: PreviewSamples.storedAt, reason: .offlineRequested))
        == "Offline: showing the copy stored 5 minutes ago (2027-01-15 08:00 UTC).")
    #expect(
      renderer.notice(PreviewSamples.staleNotice)
        == "Offline: showing the copy stored 5 minutes ago (2027-01-15 08:00 UTC). The server is unavailable: the request timed out."
    )
    #expect(
      renderer.notice(PreviewSamples.notSavedNotice)
        == "Warning: this result was not kept for offline use. The local store failed at /data/cache: the disk is full."
    )
  }

  @Test("Summarises a sync and draws its progress")
  func sync() {
    #expect(
      renderer.syncSummary(PreviewSamples.syncSummary)
        == "Synced 47 articles (3 new) and the profile of Ada Lovelace.")
    #expect(
      renderer.progress(SyncProgress(pagesDone: 3, pagesTotal: 5, articlesDone: 30))
        == "Syncing articles 3/5 pages")
    #expect(
      renderer.progress(SyncProgress(pagesDone: 1, pagesTotal: nil, articlesDone: 10))
        == "Syncing articles: 1 page")
  }

  @Test("Says saved, then shows the profile")
  func saved() {
    #expect(renderer.saved(Written(sent: .minimalMock)).hasPrefix("Saved.\nGrace Hopper (@grace)"))
  }
}

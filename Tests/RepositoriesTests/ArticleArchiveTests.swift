import Domain
import DomainMocks
import Foundation
import Testing

@testable import Repositories

@Suite("Article archive", .tags(.offline))
struct ArticleArchiveTests {
  let early = Date(timeIntervalSince1970: 1_000)
  let late = Date(timeIntervalSince1970: 2_000)

  @Test("Serves a page of any size from a complete list")
  func servesAnyPageSize() throws {
    let archive = ArticleArchive(complete: Article.mocks(count: 47), storedAt: early)
    let stored = try #require(archive.page(for: try PageRequest(page: 3, perPage: 5)))
    #expect(stored.page.items.map(\.id) == [11, 12, 13, 14, 15])
    #expect(stored.page.totalCount == 47)
    #expect(stored.storedAt == early)
  }

  @Test("Serves a short last page and an empty page past the end")
  func lastAndPastEnd() throws {
    let archive = ArticleArchive(complete: Article.mocks(count: 47), storedAt: early)
    #expect(archive.page(for: try PageRequest(page: 5, perPage: 10))?.page.items.count == 7)
    let past = try #require(archive.page(for: try PageRequest(page: 6, perPage: 10)))
    #expect(past.page.items.isEmpty)
    #expect(past.page.totalCount == 47)
  }

  @Test("Refuses a page it knows only part of")
  func partialPage() throws {
    var archive = ArticleArchive()
    archive.merge(.mock(try PageRequest(page: 1, perPage: 10), totalCount: 30), storedAt: early)
    #expect(archive.page(for: try PageRequest(page: 1, perPage: 10)) != nil)
    #expect(archive.page(for: try PageRequest(page: 1, perPage: 20)) == nil)
    #expect(archive.page(for: try PageRequest(page: 2, perPage: 10)) == nil)
  }

  @Test("Dates a page by its oldest piece")
  func oldestPieceDatesPage() throws {
    var archive = ArticleArchive()
    archive.merge(.mock(try PageRequest(page: 1, perPage: 5), totalCount: 30), storedAt: early)
    archive.merge(.mock(try PageRequest(page: 2, perPage: 5), totalCount: 30), storedAt: late)
    #expect(archive.page(for: try PageRequest(page: 1, perPage: 10))?.storedAt == early)
    #expect(archive.page(for: try PageRequest(page: 2, perPage: 5))?.storedAt == late)
  }

  @Test("Infers the end of the list from a short page when no total is given")
  func infersEnd() throws {
    var archive = ArticleArchive()
    let short = Page(items: Article.mocks(count: 3, startingAt: 11), page: 2, perPage: 10)
    archive.merge(short, storedAt: early)
    #expect(archive.totalCount == 13)
  }

  @Test("Forgets positions past a total that shrank")
  func shrinkingTotal() throws {
    var archive = ArticleArchive(complete: Article.mocks(count: 20), storedAt: early)
    archive.merge(.mock(try PageRequest(page: 1, perPage: 5), totalCount: 8), storedAt: late)
    #expect(archive.entries.count == 8)
    #expect(archive.totalCount == 8)
  }
}

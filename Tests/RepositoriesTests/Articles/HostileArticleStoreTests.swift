import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import TestSupport
import Testing

@testable import Repositories

/// Whatever numbers the article store's files hold, reading them (and the sync that repairs
/// them) ends in a page, nothing, or a `StorageError`, in bounded time.
@Suite("Hostile article store", .tags(.hostile))
struct HostileArticleStoreTests {
  let fixture = StoreFixture()

  func index(using random: inout SeededGenerator) -> String {
    // Now and then, one block more than an index may list: it must be refused, not walked.
    let tooMany = Int.random(in: 0..<50, using: &random) == 0
    let blockCount =
      tooMany ? ArticleStore.maximumBlockCount + 1 : Int.random(in: 0...8, using: &random)
    let blocks = (0..<blockCount).map { _ in
      Bool.random(using: &random)
        ? String(Int.random(in: 0...5, using: &random))
        : String(HostileValues.integer(using: &random))
    }
    let total = Bool.random(using: &random) ? "null" : String(HostileValues.integer(using: &random))
    return #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": {"#
      + #""generation": \#(HostileValues.integer(using: &random)), "totalCount": \#(total), "#
      + #""blocks": [\#(blocks.joined(separator: ","))], "updatedAt": "2027-01-15T08:00:00Z"}}"#
  }

  func block(using random: inout SeededGenerator) -> String {
    let entries = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      #"{"position": \#(HostileValues.integer(using: &random)), "storedAt": "2027-01-15T08:00:00Z", "#
        + #""article": {"id": \#(HostileValues.integer(using: &random)), "userID": 1, "#
        + #""title": \#(HostileValues.quoted(HostileValues.text(using: &random))), "body": ""}}"#
    }
    return #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": {"entries": ["#
      + entries.joined(separator: ",") + "]}}"
  }

  @Test("A sync's write over an index at the largest generation starts numbering again")
  func lastGeneration() throws {
    let store = ArticleStore(
      store: fixture.store, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    let index =
      #"{"schemaVersion": 2, "storedAt": "2027-01-15T08:00:00Z", "payload": {"generation": "#
      + #"\#(ArticleStore.maximumGeneration), "totalCount": 0, "blocks": [], "#
      + #""updatedAt": "2027-01-15T08:00:00Z"}}"#
    fixture.files.place(Data(index.utf8), at: fixture.url("articles.json"))
    try store.replaceAll(with: Article.mocks(count: 5))
    #expect(try store.page(for: .first)?.value.items.count == 5)
  }

  @Test("Reading, merging and replacing over any stored numbers never traps")
  func survivesAnyNumbers() async throws {
    let store = ArticleStore(
      store: fixture.store, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    try await GeneratedCases.run { random in
      fixture.files.place(Data(index(using: &random).utf8), at: fixture.url("articles.json"))
      for generation in [0, 1] {
        fixture.files.place(
          Data(block(using: &random).utf8), at: fixture.url("articles-g\(generation)-b0.json"))
      }
      let request = try PageRequest(
        page: Int.random(in: PageRequest.allowedPages, using: &random),
        perPage: Int.random(in: PageRequest.allowedPerPage, using: &random))
      do throws(StorageError) {
        if let stored = try store.page(for: request) {
          #expect(stored.value.items.count <= request.perPage, "seed \(random.seed)")
        }
      } catch .corrupted {
        // An index with impossible values: the promised outcome.
      } catch {
        Issue.record("Unexpected \(error); seed \(random.seed)")
      }
      #expect(throws: Never.self, "seed \(random.seed)") { _ = try store.articleIDs() }
    }
    // After all that, a sync's write still repairs the store.
    try store.replaceAll(with: Article.mocks(count: 5))
    #expect(try store.page(for: .first)?.value.items.count == 5)
  }
}

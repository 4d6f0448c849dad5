import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Testing

@testable import CLI

@Suite("JSON output", .tags(.cliContract))
struct JSONOutputTests {

  /// A page of articles 1 and 2 (the first titled `title`), with no total.
  func page(title: String = "Article 1") -> JSONOutput.ArticlesObject {
    var first = Article.mock(id: 1)
    first.title = title
    return JSONOutput.ArticlesObject(
      page: 2, perPage: 10, totalCount: nil, articles: [first, .mock(id: 2)].map(ArticleDTO.init))
  }

  @Test("A page carries page, perPage, totalCount (null when unknown) and the server's shape")
  func list() throws {
    let json = try json(JSONOutput.text(page()))
    #expect(Set(json.keys) == ["articles", "page", "perPage", "totalCount"])
    #expect(json["totalCount"] is NSNull)
    #expect(json["page"] as? Int == 2)
    let first = try #require((json["articles"] as? [[String: Any]])?.first)
    #expect(Set(first.keys) == ["id", "userId", "title", "body"])
  }

  @Test("Output is stable: keys sorted, slashes unescaped")
  func stable() throws {
    let text = try JSONOutput.text(page(title: "a/b"))
    #expect(text.contains(#""title" : "a/b""#))
    let keys = text.split(separator: "\n").compactMap {
      $0.split(separator: "\"").dropFirst().first
    }
    #expect(
      keys == [
        "articles", "body", "id", "title", "userId", "body", "id", "title", "userId", "page",
        "perPage", "totalCount",
      ])
  }

  @Test("A sync reports what it sent and stored")
  func sync() throws {
    let json = try json(JSONOutput.text(JSONOutput.SyncObject(PreviewSamples.syncSummary)))
    #expect(json["lists"] as? Int == 2)
    #expect(json["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(
      Set((json["outbox"] as? [String: Any])?.keys ?? [:].keys)
        == ["sent", "conflicts", "refused", "waiting"])
  }

  @Test("A stored copy gains storedAt beside its keys; a live answer does not")
  func storedAt() throws {
    #expect(try json(JSONOutput.text(page()))["storedAt"] == nil)
    let stored = try json(JSONOutput.text(page(), storedAt: PreviewSamples.storedAt))
    #expect(stored["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(Set(stored.keys) == ["articles", "page", "perPage", "totalCount", "storedAt"])
  }
}

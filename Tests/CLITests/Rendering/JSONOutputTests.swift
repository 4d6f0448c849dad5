import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import Testing

@testable import CLI

@Suite("JSON output", .tags(.cliContract))
struct JSONOutputTests {
  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("A user has the REST API's shape, without absent fields")
  func user() throws {
    let full = try object(JSONOutput.text(JSONOutput.UserObject(.mock)))
    #expect(
      Set(full.keys) == [
        "id", "name", "username", "email", "address", "phone", "website", "company",
      ])
    #expect((full["address"] as? [String: Any])?["geo"] != nil)
    let minimal = try object(JSONOutput.text(JSONOutput.UserObject(.minimalMock)))
    #expect(Set(minimal.keys) == ["id", "name", "username", "email"])
  }

  @Test("Articles carry page, perPage, totalCount (null when unknown) and the list")
  func articles() throws {
    let value = JSONOutput.ArticlesObject(
      page: 2, perPage: 10, totalCount: nil,
      articles: [JSONOutput.ArticleObject(Article(id: 1, userID: 2, title: "t", body: "b"))])
    let json = try object(JSONOutput.text(value))
    #expect(Set(json.keys) == ["page", "perPage", "totalCount", "articles"])
    #expect(json["totalCount"] is NSNull)
    let article = try #require((json["articles"] as? [[String: Any]])?.first)
    #expect(Set(article.keys) == ["id", "userId", "title", "body"])
  }

  @Test("Output is stable: keys sorted, slashes unescaped")
  func stable() throws {
    let text = try JSONOutput.text(
      JSONOutput.ArticleObject(Article(id: 1, userID: 1, title: "a/b", body: "c")))
    #expect(
      text == "{\n  \"body\" : \"c\",\n  \"id\" : 1,\n  \"title\" : \"a/b\",\n  \"userId\" : 1\n}")
  }

  @Test("A sync reports what it stored")
  func sync() throws {
    let json = try object(JSONOutput.text(JSONOutput.SyncObject(PreviewSamples.syncSummary)))
    #expect(json["articles"] as? Int == 47)
    #expect(json["newArticles"] as? Int == 3)
    #expect(json["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect((json["user"] as? [String: Any])?["id"] as? Int == 1)
  }

  @Test("A stored copy gains storedAt beside its keys; a live answer does not")
  func storedAt() throws {
    let live = try object(JSONOutput.text(JSONOutput.UserObject(.minimalMock)))
    #expect(live["storedAt"] == nil)
    let stored = try object(
      JSONOutput.text(JSONOutput.UserObject(.minimalMock), storedAt: PreviewSamples.storedAt))
    #expect(stored["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect(Set(stored.keys) == ["id", "name", "username", "email", "storedAt"])
  }
}

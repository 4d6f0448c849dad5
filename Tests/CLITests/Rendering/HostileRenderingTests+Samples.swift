import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import TestSupport
import Testing

@testable import CLI

extension HostileRenderingTests {
  static func user(using random: inout SeededGenerator) -> User {
    func text() -> String { HostileValues.text(using: &random) }
    return User(
      id: HostileValues.integer(using: &random), name: text(), username: text(), email: text(),
      address: Address(
        street: text(), suite: text(), city: text(), postalCode: text(),
        coordinates: Coordinates(latitude: text(), longitude: text())),
      phone: text(), website: text(),
      company: Company(name: text(), catchPhrase: text(), businessSummary: text()))
  }

  @Test("Profiles render safely and encode as valid JSON")
  func profiles() async throws {
    try await GeneratedCases.run { random in
      let user = Self.user(using: &random)
      #expect(Self.isSafe(TerminalText.sanitized(renderer.profile(user))), "seed \(random.seed)")
      let json = try JSONOutput.text(JSONOutput.UserObject(user))
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "seed \(random.seed)")
      #expect(Self.isSafe(json), "seed \(random.seed)")
    }
  }

  @Test("Pages of articles with any ids, titles and totals render safely")
  func articles() async throws {
    try await GeneratedCases.run { random in
      let articles = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        Article(
          id: HostileValues.integer(using: &random), userID: HostileValues.integer(using: &random),
          title: HostileValues.text(using: &random), body: HostileValues.text(using: &random))
      }
      let feed = ArticleFeed(
        articles: articles, perPage: Int.random(in: 1...100, using: &random),
        firstPage: Int.random(in: 1...1_000_000, using: &random),
        lastPage: Int.random(in: 1...1_000_000, using: &random),
        totalCount: Bool.random(using: &random) ? HostileValues.integer(using: &random) : nil,
        reachedEnd: Bool.random(using: &random))
      let text = TerminalText.sanitized(renderer.articles(feed))
      #expect(Self.isSafe(text), "seed \(random.seed)")
    }
  }
}

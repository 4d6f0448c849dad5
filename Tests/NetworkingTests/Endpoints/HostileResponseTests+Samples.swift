import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

extension HostileResponseTests {
  @Test("Decoding users and pages of articles never traps")
  func sampleDecodersSurvive() async throws {
    var outcomes = Outcomes()
    try await GeneratedCases.run { random in
      let (body, head) = Self.response(using: &random)
      outcomes.count { _ = try FetchUser(id: 1).decode(body, head) }
      outcomes.count {
        let page = try FetchArticles(page: 1, perPage: 10).decode(body, head)
        Self.expectPlausible(
          page, totals: 0...FetchArticles.maximumTotalCount, seed: random.seed)
      }
    }
    #expect(outcomes.values + outcomes.errors == 2 * GeneratedCases.perRun)
  }

  @Test("A user with one field made hostile decodes or names what is wrong")
  func mutatedUsers() async throws {
    let fields = ["id", "name", "username", "email", "address", "phone", "website", "company"]
    try await GeneratedCases.run { random in
      var object = [
        #""id": 1"#, #""name": "A""#, #""username": "a""#, #""email": "a@b.co""#,
      ]
      let field = fields.randomElement(using: &random) ?? "id"
      object.append(
        HostileValues.quoted(field) + ": " + HostileValues.json(using: &random, depth: 2))
      let body = Data(("{" + object.joined(separator: ", ") + "}").utf8)
      do throws(APIError) {
        _ = try FetchUser(id: 1).decode(body, HTTPResponse(statusCode: 200))
      } catch .decoding {
        // A named decoding failure is the promised outcome for a wrong value.
      } catch {
        Issue.record("Expected a decoding failure, got \(error); seed \(random.seed)")
      }
    }
  }
}

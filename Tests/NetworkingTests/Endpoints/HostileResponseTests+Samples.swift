import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

extension HostileResponseTests {
  @Test("Decoding a user never traps")
  func sampleDecodersSurvive() async throws {
    var outcomes = Outcomes()
    try await GeneratedCases.run { random in
      let (body, head) = Self.response(using: &random)
      outcomes.count { _ = try FetchUser(id: 1).decode(body, head) }
    }
    #expect(outcomes.values + outcomes.errors == GeneratedCases.perRun)
  }

  @Test("A user with one field made hostile decodes or names what is wrong")
  func mutatedUsers() async throws {
    try await Self.expectNamedFailures(
      fields: ["id", "name", "username", "email", "address", "phone", "website", "company"],
      valid: [#""id": 1"#, #""name": "A""#, #""username": "a""#, #""email": "a@b.co""#]
    ) { body throws(APIError) in
      _ = try FetchUser(id: 1).decode(body, HTTPResponse(statusCode: 200))
    }
  }
}

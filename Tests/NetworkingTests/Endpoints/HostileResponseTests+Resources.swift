import Domain
import DomainMocks
import Foundation
import Networking
import TestSupport
import Testing

extension HostileResponseTests {
  @Test("Decoding an item and a page in every paging convention never traps")
  func resourceDecodersSurvive() async throws {
    let board = Note.Address(boardID: 1)
    let first = try PageRequest(page: 1, perPage: 10)
    var outcomes = Outcomes()
    try await GeneratedCases.run { random in
      let (body, head) = Self.response(using: &random)
      outcomes.count { _ = try FetchResource<Note>(id: 1, in: board).decode(body, head) }
      for paging in Paging.presets.values {
        outcomes.count {
          let page = try ListResource<Note>(board, page: first, paging: paging).decode(body, head)
          Self.expectPlausible(page, totals: 0...1_000_000_000, seed: random.seed)
        }
      }
    }
    #expect(
      outcomes.values + outcomes.errors == (1 + Paging.presets.count) * GeneratedCases.perRun)
  }

  @Test("An item with one field made hostile decodes or names what is wrong")
  func mutatedResourceItems() async throws {
    try await Self.expectNamedFailures(
      fields: ["id", "boardId", "title", "weight", "pinned", "dueOn", "level", "tags"],
      valid: [#""id": 1"#, #""boardId": 1"#, #""title": "A""#]
    ) { body throws(APIError) in
      _ = try FetchResource<Note>(id: 1, in: Note.Address(boardID: 1)).decode(
        body, HTTPResponse(statusCode: 200))
    }
  }
}

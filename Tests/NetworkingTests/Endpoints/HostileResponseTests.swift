import Domain
import Foundation
import Networking
import NetworkingMocks
import TestSupport
import Testing

/// Whatever a server sends, decoding ends in a value or an `APIError`: never a trap.
@Suite("Hostile responses", .tags(.hostile))
struct HostileResponseTests {
  /// A body and headers a misbehaving server might send for an item or a list.
  static func response(using random: inout SeededGenerator) -> (Data, HTTPResponse) {
    let body: Data
    switch Int.random(in: 0..<4, using: &random) {
    case 0: body = Data(HostileValues.bytes(using: &random))
    case 1:
      body = Data(HostileValues.deeplyNested(depth: Int.random(in: 1...5_000, using: &random)).utf8)
    default: body = Data(HostileValues.json(using: &random).utf8)
    }
    var headers = HTTPHeaders()
    if Bool.random(using: &random) {
      headers["X-Total-Count"] =
        Bool.random(using: &random)
        ? String(HostileValues.integer(using: &random)) : HostileValues.text(using: &random)
    }
    return (body, HTTPResponse(statusCode: 200, headers: headers))
  }

  /// How many decodes gave a value and how many threw: together, every decode made.
  struct Outcomes {
    var values = 0
    var errors = 0

    /// Runs `decode`, counting whether it gave a value or threw.
    mutating func count(_ decode: () throws -> Void) {
      do {
        try decode()
        values += 1
      } catch {
        errors += 1
      }
    }
  }

  /// Checks that a page that decoded has a total a list can have (in `totals`), or none, and
  /// that what is computed from it computes.
  static func expectPlausible<Item>(
    _ page: Page<Item>, totals: ClosedRange<Int>, seed: UInt64
  ) {
    #expect(page.totalCount.map { totals.contains($0) } ?? true, "seed \(seed)")
    _ = page.pageCount
    _ = page.isLast
  }

  @Test("Decoding a page of articles never traps")
  func decodersSurvive() async throws {
    var outcomes = Outcomes()
    try await GeneratedCases.run { random in
      let (body, head) = Self.response(using: &random)
      outcomes.count {
        let page = try FetchArticles(page: 1, perPage: 10).decode(body, head)
        Self.expectPlausible(page, totals: 0...FetchArticles.maximumTotalCount, seed: random.seed)
      }
    }
    #expect(outcomes.values + outcomes.errors == GeneratedCases.perRun)
  }

  /// Decodes, with `decode`, many an object of the `valid` fields with one of `fields` made
  /// hostile, in a list when `inList`: each decodes, or fails naming what is wrong.
  static func expectNamedFailures(
    fields: [String], valid: [String], inList: Bool = false,
    _ decode: (Data) throws(APIError) -> Void
  ) async throws {
    try await GeneratedCases.run { random in
      var object = valid
      let field = fields.randomElement(using: &random) ?? "id"
      object.removeAll { $0.hasPrefix(HostileValues.quoted(field)) }
      object.append(
        HostileValues.quoted(field) + ": " + HostileValues.json(using: &random, depth: 2))
      let item = "{" + object.joined(separator: ", ") + "}"
      do throws(APIError) {
        try decode(Data((inList ? "[" + item + "]" : item).utf8))
      } catch .decoding {
        // A named decoding failure is the promised outcome for a wrong value.
      } catch {
        Issue.record("Expected a decoding failure, got \(error); seed \(random.seed)")
      }
    }
  }

  @Test("An article with one field made hostile decodes or names what is wrong")
  func mutatedArticles() async throws {
    try await Self.expectNamedFailures(
      fields: ["id", "userId", "title", "body"],
      valid: [#""id": 1"#, #""userId": 1"#, #""title": "A""#, #""body": "B""#], inList: true
    ) { body throws(APIError) in
      _ = try FetchArticles(page: 1, perPage: 10).decode(body, HTTPResponse(statusCode: 200))
    }
  }
}

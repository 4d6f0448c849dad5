import Domain
import DomainMocks
import Features
import Foundation
import Repositories
import TestSupport
import Testing

@testable import CLI

extension HostileRenderingTests {
  /// A note whose every text and number is whatever a server might send.
  static func note(using random: inout SeededGenerator) -> Note {
    Note(
      id: HostileValues.integer(using: &random), boardID: HostileValues.integer(using: &random),
      title: HostileValues.text(using: &random),
      weight: Bool.random(using: &random) ? Double(HostileValues.integer(using: &random)) : nil,
      tags: [HostileValues.text(using: &random), HostileValues.text(using: &random)])
  }

  @Test("Items of a resource render safely and encode as valid JSON")
  func items() async throws {
    try await GeneratedCases.run { random in
      let note = Self.note(using: &random)
      let board = Note.Address(boardID: note.boardID)
      let text = TerminalText.sanitized(renderer.item(.stored(note), address: board))
      #expect(Self.isSafe(text), "seed \(random.seed)")
      let json = try JSONOutput.text(JSONOutput.shown(Tracked.stored(note)))
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "seed \(random.seed)")
      #expect(Self.isSafe(json), "seed \(random.seed)")
    }
  }

  @Test("Pages of a resource with any ids, texts and totals render safely")
  func pages() async throws {
    try await GeneratedCases.run { random in
      let notes = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        Tracked.stored(Self.note(using: &random))
      }
      let page = Page(
        items: notes, page: Int.random(in: 1...1_000_000, using: &random),
        perPage: Int.random(in: 1...100, using: &random),
        totalCount: Bool.random(using: &random) ? HostileValues.integer(using: &random) : nil)
      let text = TerminalText.sanitized(
        renderer.list(Feed(page), address: Note.Address(boardID: 1)))
      #expect(Self.isSafe(text), "seed \(random.seed)")
    }
  }
}

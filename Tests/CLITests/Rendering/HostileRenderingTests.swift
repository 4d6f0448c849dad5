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

/// Whatever a server put in an item, rendering never traps, the text a terminal
/// receives carries no control character, and the JSON stays valid.
@Suite("Hostile rendering", .tags(.hostile))
struct HostileRenderingTests {
  let renderer = Renderer(now: Date(timeIntervalSince1970: 1_800_000_000))

  /// No C0 or C1 control but the line break, no DEL, no bidi override or isolate.
  static func isSafe(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
  }

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

  @Test("JSON escapes what a terminal would act on, and a script reads the same text back")
  func jsonEscapes() throws {
    let title = "a\u{1B}[2J b\u{9B}6n c\u{7F} d\u{202E}e\u{2066}f é✓"
    let json = try JSONOutput.text(["title": title])
    #expect(Self.isSafe(json))
    #expect(json.contains(#"\u009b6n"#) && json.contains(#"\u202e"#) && json.contains("é✓"))
    let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(read?["title"] as? String == title)
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

  @Test("Notices with any dates render")
  func notices() async throws {
    try await GeneratedCases.run { random in
      let seconds = Double(HostileValues.integer(using: &random)) / 1_000
      let notice = Notice.stale(
        storedAt: Date(timeIntervalSince1970: seconds), reason: .offlineRequested)
      #expect(renderer.notice(notice).hasPrefix("Offline:"), "seed \(random.seed)")
    }
  }
}

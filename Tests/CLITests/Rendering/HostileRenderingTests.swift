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

  @Test("JSON escapes what a terminal would act on, and a script reads the same text back")
  func jsonEscapes() throws {
    let title = "a\u{1B}[2J b\u{9B}6n c\u{7F} d\u{202E}e\u{2066}f é✓"
    let json = try JSONOutput.text(["title": title])
    #expect(Self.isSafe(json))
    #expect(json.contains(#"\u009b6n"#) && json.contains(#"\u202e"#) && json.contains("é✓"))
    let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(read?["title"] as? String == title)
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

import Foundation
import Testing

@testable import CLI

extension TraceTests {
  nonisolated static let learn = StrataBinary.packageRoot.appendingPathComponent("LEARN.md")

  // The course is an extra: taken out, there is no quote to hold.
  @Test(
    "LEARN.md's trace of the profile is the one it prints, its times aside",
    .enabled(if: FileManager.default.fileExists(atPath: learn.path)))
  func learnQuotesIt() async throws {
    let text = try String(contentsOf: Self.learn, encoding: .utf8)
    let block = #/swift run strata profile --trace\n```\n\n```\n(?<trace>[^`]*)```/#
    let quoted = try #require(text.firstMatch(of: block), "LEARN.md quotes no trace")
    let (code, output) = await strata.run(["profile", "--trace"])
    #expect(code == .success)
    #expect(Self.timeless(output.stderr) == Self.timeless(String(quoted.trace)))
  }

  /// The trace lines of `text`, each without its time.
  static func timeless(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("trace  ") }.map {
      String($0.replacing(#/ \([0-9.]+ ms\)/#, with: ""))
    }
  }
}

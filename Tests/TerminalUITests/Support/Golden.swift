import Foundation
import TerminalUI
import Testing

/// Frames held to expected texts in `Tests/TerminalUITests/Golden`: one file per screen, one
/// section per state and size, each row between bars so blank rows and trailing spaces show.
///
/// After a deliberate change, rewrite them with
/// `STRATA_UPDATE_GOLDEN=1 swift test --filter ScreenRenderingTests` and read the diff.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
  static let updating = ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDEN"] == "1"

  /// A frame as its golden section.
  static func section(_ name: String, _ frame: Frame) -> String {
    let header = "== \(name) · \(frame.size.columns)×\(frame.size.rows)"
    return ([header] + frame.text.map { "|\($0)|" }).joined(separator: "\n")
  }

  /// Checks `sections` against `<file>.txt` section by section, so a failure names the state.
  static func expect(
    _ sections: [(name: String, frame: Frame)], file: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent("\(file).txt")
    let actual = sections.map { section($0.name, $0.frame) }
    if updating {
      try (actual.joined(separator: "\n\n") + "\n").write(
        to: url, atomically: true, encoding: .utf8)
    }
    let text = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "No golden text at \(url.path); write it with STRATA_UPDATE_GOLDEN=1",
      sourceLocation: sourceLocation)
    let expected = text.trimmingCharacters(in: .newlines).components(separatedBy: "\n\n")
    #expect(
      expected.count == actual.count, "\(file).txt has \(expected.count) sections",
      sourceLocation: sourceLocation)
    for (want, got) in zip(expected, actual) {
      #expect(got == want, "see \(url.lastPathComponent)", sourceLocation: sourceLocation)
    }
  }
}

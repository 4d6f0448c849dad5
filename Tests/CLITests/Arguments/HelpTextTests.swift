import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import Testing

@testable import CLI

/// Each command's whole `--help`, held to a golden text in `Tests/CLITests/Golden`. After a
/// deliberate change, rewrite the goldens with `STRATA_UPDATE_GOLDEN=1 swift test --filter
/// HelpTextTests` and read the diff.
///
/// The comparison holds every word, in order, and ignores how lines wrap (the width test holds
/// that). The resource family's help is held once, on `Note`, the fixture resource, so the goldens
/// never depend on which resources an app ships.
@Suite("Help text", .tags(.cliContract))
struct HelpTextTests {
  static let golden = StrataBinary.packageRoot.appendingPathComponent("Tests/CLITests/Golden")
  static let updating = ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDEN"] == "1"

  /// `help-profile.txt`, `help-bookmark-add.txt`: the golden file of one help text.
  static func file(for name: String) -> URL {
    golden.appendingPathComponent("help-\(name.replacingOccurrences(of: " ", with: "-")).txt")
  }

  func expectMatchesGolden(_ text: String, name: String) throws {
    let url = Self.file(for: name)
    if Self.updating { try (text + "\n").write(to: url, atomically: true, encoding: .utf8) }
    let golden = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "No golden text at \(url.path); write it with STRATA_UPDATE_GOLDEN=1")
    #expect(
      Self.words(text) == Self.words(golden), "'strata \(name) --help' changed; see \(url.path)")
  }

  /// The text's words, in order, however its lines wrap.
  static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: \.isWhitespace)
  }

  /// The hand-written commands, then the resource family's, on `Note`.
  static let held: [CommandDefinition] =
    CommandList.handWritten.map { $0.definition }
    + ResourceCommands.entries(for: Note.self).map(\.definition)

  @Test("Each command's help is its golden text", arguments: held.map(\.name))
  func commandHelp(name: String) throws {
    let definition = try #require(Self.held.first { $0.name == name })
    try expectMatchesGolden(HelpText.text(for: definition), name: name)
  }

  @Test("The program's help is its golden text")
  func overview() throws {
    try expectMatchesGolden(HelpText.overview(Self.held), name: "overview")
  }

  @Test("Every line of help fits in 100 columns")
  func width() {
    let definitions = CommandList.definitions + Self.held
    let texts = definitions.map(HelpText.text(for:)) + [HelpText.overview()]
    for line in texts.joined(separator: "\n").split(separator: "\n") {
      #expect(line.count <= 100, "Too wide: \(line)")
    }
  }
}

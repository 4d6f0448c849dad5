import Foundation
import Testing

@testable import CLI

/// README's command list, option table and exit codes are written from the parser's declarations.
/// After a deliberate change, run `STRATA_UPDATE_GOLDEN=1 swift test --filter ReadmeTests`.
@Suite("README agrees with the code", .tags(.cliContract), .serialized)
struct ReadmeTests {
  static let readme: String = (try? String(contentsOf: url, encoding: .utf8)) ?? ""

  static let url = StrataBinary.packageRoot.appendingPathComponent("README.md")
  static let updating = ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDEN"] == "1"

  /// Holds block `name` to `expected`; with `STRATA_UPDATE_GOLDEN=1`, writes it first.
  func expectBlock(_ name: String, _ expected: String) throws {
    if Self.updating {
      let text = try String(contentsOf: Self.url, encoding: .utf8)
      let start = try #require(text.range(of: "<!-- \(name):start"))
      let afterStart = try #require(text[start.upperBound...].range(of: "-->\n"))
      let end = try #require(text.range(of: "<!-- \(name):end -->"))
      let updated = text.replacingCharacters(
        in: afterStart.upperBound..<end.lowerBound, with: expected + "\n")
      try updated.write(to: Self.url, atomically: true, encoding: .utf8)
      #expect(try String(contentsOf: Self.url, encoding: .utf8) == updated)
      return
    }
    #expect(try block(name) == expected, "Expected README's \(name) block to be:\n\(expected)")
  }

  /// The text between `<!-- NAME:start … -->` and `<!-- NAME:end -->` in README.md.
  func block(_ name: String) throws -> String {
    let start = try #require(Self.readme.range(of: "<!-- \(name):start"), "README lacks \(name)")
    let afterStart = try #require(Self.readme[start.upperBound...].range(of: "-->"))
    let end = try #require(Self.readme.range(of: "<!-- \(name):end -->"))
    return String(Self.readme[afterStart.upperBound..<end.lowerBound])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("README's command list is every command's usage")
  func commandList() throws {
    let usages =
      CommandList.definitions.map(\.usage) + [
        "strata --help | --version      and  strata <command> --help"
      ]
    try expectBlock("commands", (["```"] + usages + ["```"]).joined(separator: "\n"))
  }

  @Test("README's option table is the common options' declarations")
  func optionTable() throws {
    let rows = CommonOptions.declarations.map { option in
      let name = "`" + option.name + (option.valueName.map { " \($0)" } ?? "") + "`"
      let variable = option.environmentVariable.map { "`\($0)`" } ?? ""
      return "| \(name) | \(variable) | \(option.help) |"
    }
    let token =
      "| | `\(CommonOptions.tokenVariable)` | Sent as `\(Dependencies.authScheme)`; never printed. |"
    let expected = (["| option | environment | meaning |", "| --- | --- | --- |"] + rows + [token])
      .joined(separator: "\n")
    try expectBlock("options", expected)
  }

  @Test("README's exit codes are ExitCode's")
  func exitCodes() throws {
    let rows = ExitCode.documented.map { "| \($0.code) | \($0.meaning) |" }
    let expected = (["| code | meaning |", "| --- | --- |"] + rows).joined(separator: "\n")
    try expectBlock("exit-codes", expected)
  }

  @Test("README and LEARN.md say how many known issues a passing run ends with")
  func knownIssues() throws {
    // Each `withKnownIssue` in the tests is one failure a passing run declares; a reader told
    // "1 known issue" who sees 2 takes the second for a real failure.
    let tests = StrataBinary.packageRoot.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    let count = try files.reduce(0) { count, file in
      let lines = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      return count
        + lines.filter {
          $0.hasPrefix("withKnownIssue(") || $0.hasPrefix("await withKnownIssue(")
        }.count
    }
    let words = "with \(count) known issue" + (count == 1 ? "`" : "s`")
    #expect(Self.readme.contains(words), "README should say `\(words)")
    let learn = StrataBinary.packageRoot.appendingPathComponent("LEARN.md")
    // The course is an extra: taken out, there is nothing to hold to the count.
    if FileManager.default.fileExists(atPath: learn.path) {
      let course = try String(contentsOf: learn, encoding: .utf8)
      #expect(course.contains(words), "LEARN.md should say `\(words)")
    }
  }

}

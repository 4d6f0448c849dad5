import Foundation
import Testing

@testable import CLI

/// README's command list, option table and exit codes are written from the same declarations
/// the parser and `--help` use. When one of these fails, replace the block between the markers
/// with the expected text it prints.
@Suite("README agrees with the code", .tags(.cliContract))
struct ReadmeTests {
  static let readme: String = {
    let url = StrataBinary.packageRoot.appendingPathComponent("README.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The text between `<!-- name:start … -->` and `<!-- name:end -->` in README.md.
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
    let expected = (["```"] + usages + ["```"]).joined(separator: "\n")
    #expect(
      try block("commands") == expected, "Expected README's commands block to be:\n\(expected)")
  }

  @Test("README's option table is the common options' declarations")
  func optionTable() throws {
    let rows = CommonOptions.declarations.map { option in
      let name = "`" + option.name + (option.valueName.map { " \($0)" } ?? "") + "`"
      let variable = option.environmentVariable.map { "`\($0)`" } ?? ""
      return "| \(name) | \(variable) | \(option.help) |"
    }
    let token =
      "| | `\(CommonOptions.tokenVariable)` | Sent as `Authorization: Bearer …`; never printed. |"
    let expected = (["| option | environment | meaning |", "| --- | --- | --- |"] + rows + [token])
      .joined(separator: "\n")
    #expect(try block("options") == expected, "Expected README's options block to be:\n\(expected)")
  }

  @Test("README's exit codes are ExitCode's")
  func exitCodes() throws {
    let rows = ExitCode.documented.map { "| \($0.code) | \($0.meaning) |" }
    let expected = (["| code | meaning |", "| --- | --- |"] + rows).joined(separator: "\n")
    #expect(
      try block("exit-codes") == expected, "Expected README's exit-codes block to be:\n\(expected)")
  }
}

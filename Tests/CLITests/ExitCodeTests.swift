import Features
import Foundation
import Testing

@testable import CLI

@Suite("Exit codes", .tags(.contract))
struct ExitCodeTests {
  @Test(
    "Each failure category has the contract's exit code",
    arguments: [
      (UserFacingError.Category.notFound, Int32(1)), (.unauthorized, 1), (.refused, 1),
      (.invalidInput, 64), (.unreadableResponse, 65), (.unavailable, 69), (.notStored, 69),
      (.storage, 74), (.busy, 75),
    ])
  func mapping(category: UserFacingError.Category, code: Int32) {
    #expect(ExitCode(category).rawValue == code)
  }

  @Test("--help lists every exit code, and nothing else")
  func helpListsEveryCode() {
    let listed = HelpText.exitCodes.split(separator: "\n").dropFirst().compactMap {
      Int32($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }
    #expect(listed == ExitCode.allCases.map(\.rawValue))
  }

  @Test("README's exit-code table matches --help")
  func readmeMatchesHelp() throws {
    let readme = try String(
      contentsOf: StrataBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for code in ExitCode.allCases {
      #expect(readme.contains("| \(code.rawValue) |"), "README.md lacks exit code \(code.rawValue)")
    }
  }

  @Test(
    "Each command's help lists each of its options",
    arguments: CommandLineParser.commandOptions.keys.sorted())
  func helpListsOptions(command: String) throws {
    let help = HelpText.text(for: command)
    for option in try #require(CommandLineParser.commandOptions[command])
      + CommandLineParser.commonOptions + CommandLineParser.commonFlags
    {
      #expect(help.contains(option), "'strata \(command) --help' does not mention \(option)")
    }
  }
}

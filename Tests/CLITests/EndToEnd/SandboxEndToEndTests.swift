import DomainMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

/// The built binary against its embedded sandbox: what a newcomer sees on a fresh machine.
@Suite("End to end: sandbox", .tags(.endToEnd))
struct SandboxEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  @Test("'strata articles' works with no network and no set-up")
  func articlesOutOfTheBox() async throws {
    let result = try await StrataBinary.run(["articles"], home: home)
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("Articles 1–10 of 50 · page 1 of 5\n"))
    #expect(result.stderr.hasPrefix("Backend: embedded sandbox"))
  }

  @Test("Prints a profile as the contract's JSON")
  func profileJSON() async throws {
    let result = try await StrataBinary.run(["profile", "--user", "7", "--json"], home: home)
    #expect(result.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["id"] as? Int == 7)
    #expect(json["username"] as? String == "sofia")
    #expect(json["email"] as? String == "sofia@fjordsoft.example")
  }

  @Test("An edit in one process shows in the next")
  func editAcrossProcesses() async throws {
    let edit = try await StrataBinary.run(
      ["edit-profile", "--user", "5", "--name", "Priya R."], home: home)
    #expect(edit.exitCode == 0)
    let show = try await StrataBinary.run(["profile", "--user", "5"], home: home)
    #expect(show.stdout.hasPrefix("Priya R. (@priya)"))
  }

  @Test(
    "Exits with the contract's code and one clear sentence",
    arguments: [
      (["profile", "--user", "99"], Int32(1), "Error: The server has no user 99."),
      (["articles", "--per-page", "500"], 64, "Error: --per-page must be from 1 to 100."),
      (
        ["edit-profile", "--email", "nope"], 64,
        "Error: The email address must look like name@example.com."
      ),
      (["profile", "--offline"], 69, "Error: Nothing is stored for user 1."),
      (["frobnicate"], 64, "Error: Unknown command 'frobnicate'."),
    ])
  func exitCodes(arguments: [String], code: Int32, message: String) async throws {
    let result = try await StrataBinary.run(arguments, home: home)
    #expect(result.exitCode == code)
    #expect(result.stderr.contains(message))
    #expect(result.stdout.isEmpty)
  }

  @Test("--help and --version exit 0 on stdout")
  func helpAndVersion() async throws {
    let help = try await StrataBinary.run(["--help"], home: home)
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("Exit codes:"))
    let commandHelp = try await StrataBinary.run(["sync", "--help"], home: home)
    #expect(commandHelp.stdout.hasPrefix("Usage: strata sync"))
    let version = try await StrataBinary.run(["--version"], home: home)
    #expect(version.stdout == "strata \(Version.current)\n")
  }
}

import Domain
import DomainMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

extension SandboxEndToEndTests {
  @Test(
    "The samples' commands exit with the contract's code and one clear sentence",
    arguments: [
      (["profile", "--user", "99"], Int32(1), "Error: The server has no user 99."),
      (["articles", "--per-page", "500"], 64, "Error: --per-page must be from 1 to 100."),
      (
        ["edit-profile", "--email", "nope"], 64,
        "Error: The email address must look like name@example.com."
      ),
      (["profile", "--offline"], 69, "Error: Nothing is stored for user 1."),
    ])
  func sampleExitCodes(arguments: [String], code: Int32, message: String) async throws {
    try await exitCodes(arguments: arguments, code: code, message: message)
  }

  @Test("Prints a profile as the contract's JSON, and an edit in one process shows in the next")
  func profile() async throws {
    let result = try await StrataBinary.run(["profile", "--user", "7", "--json"], home: home)
    #expect(result.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["username"] as? String == "sofia")
    let edit = try await StrataBinary.run(
      ["edit-profile", "--user", "5", "--name", "Priya R."], home: home)
    #expect(edit.exitCode == 0)
    let show = try await StrataBinary.run(["profile", "--user", "5"], home: home)
    #expect(show.stdout.hasPrefix("Priya R. (@priya)"))
  }

  @Test("'strata articles' pages the sample articles")
  func articles() async throws {
    let result = try await StrataBinary.run(["articles"], home: home)
    #expect(result.stdout.hasPrefix("Articles 1–10 of 50 · page 1 of 5\n"))
  }
}

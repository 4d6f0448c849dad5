import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

extension ApplicationTests {
  @Test("Shows a profile, and keeps an edit of it, so the next run shows it")
  func profile() async {
    let (code, output) = await run("profile", "--user", "2")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Tomás Ferreira (@tomas)\n"))
    let (saved, savedOutput) = await run(
      "edit-profile", "--user", "4", "--email", "jonas@new.example")
    #expect(saved == .success)
    #expect(savedOutput.stdout.hasPrefix("Saved.\n"))
    let (_, shown) = await run("profile", "--user", "4")
    #expect(shown.stdout.contains("jonas@new.example"))
  }

  @Test("Prints the contract's JSON for a page of articles, and syncs every article")
  func articles() async throws {
    let (code, output) = await run("articles", "--page", "2", "--per-page", "20", "--json")
    #expect(code == .success)
    let json = try json(output)
    #expect(json["totalCount"] as? Int == 50)
    #expect(
      (json["articles"] as? [[String: Any]])?.map { $0["id"] as? Int } == (21...40).map { $0 })
    let (_, synced) = await run("sync")
    #expect(synced.stdout.hasPrefix("Synced 50 articles"))
    let (_, offline) = await run("articles", "--offline", "--page", "5", "--per-page", "7")
    #expect(offline.stdout.hasPrefix("Articles 29–35 of 50 · page 5 of 8"))
  }
}

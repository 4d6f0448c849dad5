import Foundation
import TestSupport
import Testing

/// The crash-free guarantee: every command against every ``LoopbackScenario`` (a new one joins at
/// once). Whatever the server does, `strata` is never killed by a signal, never prints a crash
/// report, exits with a documented code, and never prints the token, in any letter case.
@Suite("End to end: crash-free", .tags(.endToEnd, .loopback), .hangGuard)
struct CrashFreeEndToEndTests {
  /// Mixed case, so an echo lower- or upper-cased is caught too.
  static let token = "CrashFree-Tok3n-xyz"
  static let documentedCodes: Set<Int32> = [0, 1, 64, 65, 69, 74, 75]
  /// A command for each way the app meets the server: a read, a page, a sync, a write and
  /// `--json`. (An `--offline` read sends nothing; what a hostile server could leave in a store
  /// is read back by `HostileDocumentTests` and `HostileArticleStoreTests`.)
  static let commands: [[String]] =
    [["sync"]]
    + resourceCommands
    + sampleCommands

  /// The collections the server keeps for the commands that read and write them.
  static let collections: [String] =
    []
    + CommandSamples.collectionPaths

  /// Every scenario the loopback server knows.
  static let scenarios = LoopbackScenario.allCases.map(\.rawValue)

  @Test("Every command meets every scenario without a crash", arguments: scenarios)
  func noCrash(scenario: String) async throws {
    let home = try TemporaryDirectory()
    let server = try await LoopbackServer.start(
      scenario, articles: 23, token: Self.token, collections: Self.collections,
      in: home)
    // The commands run at once: a scenario that hangs costs its timeouts once, not once per command.
    let results = try await withThrowingTaskGroup(of: ([String], ProcessResult).self) { group in
      for command in Self.commands {
        group.addTask {
          let result = try await StrataBinary.run(
            command + ["--base-url", server.baseURL, "--timeout", "0.5"], home: home,
            environment: ["STRATA_API_TOKEN": Self.token])
          return (command, result)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for (command, result) in results {
      let run = "strata \(command.joined(separator: " ")) against \(scenario)"
      #expect(result.killedBy == nil, "\(run) was killed by signal \(result.killedBy ?? 0)")
      #expect(Self.documentedCodes.contains(result.exitCode), "\(run) exited \(result.exitCode)")
      #expect(!result.allOutput.contains("Fatal error"), "\(run) crashed: \(result.stderr)")
      #expect(!result.allOutput.contains("Stack dump"), "\(run) crashed: \(result.stderr)")
      #expect(
        !result.allOutput.lowercased().contains(Self.token.lowercased()),
        "\(run) printed the token")
    }
  }
}

import Domain
import Foundation
import TestSupport
import Testing

@testable import CLI

/// The built binary against its embedded sandbox: what a newcomer sees on a fresh machine.
@Suite("End to end: sandbox", .tags(.endToEnd), .hangGuard)
struct SandboxEndToEndTests {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  @Test("A sync works with no network and no set-up")
  func syncOutOfTheBox() async throws {
    let result = try await StrataBinary.run(["sync"], home: home)
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("Synced"))
    #expect(result.stderr.hasPrefix("Backend: embedded sandbox"))
  }

  @Test(
    "Exits with the contract's code and one clear sentence",
    arguments: [
      (["frobnicate"], Int32(64), "Error: Unknown command 'frobnicate'."),
      (
        ["sync", "--offline"], 64, "Error: --offline cannot be used with sync: it needs the server."
      ),
      (["outbox", "--timeout", "0"], 64, "Error: --timeout must be"),
    ])
  func exitCodes(arguments: [String], code: Int32, message: String) async throws {
    let result = try await StrataBinary.run(arguments, home: home)
    #expect(result.exitCode == code)
    #expect(result.stderr.contains(message))
    #expect(result.stdout.isEmpty)
  }

  /// Runs `script` in bash with `$0` set to the built `strata`, for what only a shell can set up:
  /// closed streams, a full device, a pipe whose reader has gone.
  func shell(_ script: String) async throws -> ProcessResult {
    let binary = try #require(StrataBinary.url, "Build the package first")
    let child = try ChildProcess(
      "bash", ["-c", script, binary.path],
      environment: StrataBinary.environment(home: home.url), directory: home.url)
    return await child.wait()
  }

  @Test(
    "A stream that cannot be written ends the run with exit 74, never a crash",
    arguments: [
      #""$0" --version >&-"#, #""$0" outbox >&-"#,
      #""$0" outbox >/dev/full"#, #""$0" --help >/dev/full"#,
      #"trap '' PIPE; "$0" --help | true; exit ${PIPESTATUS[0]}"#,
    ])
  func unwritableStreams(script: String) async throws {
    let result = try await shell(script)
    #expect(result.killedBy == nil)
    #expect(result.exitCode == 74, "\(script): \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
  }

  @Test(
    "Stderr closed or full: the informational lines are lost, the outcome is not",
    arguments: [
      (#""$0" outbox 2>&-"#, 0), (#""$0" sync 2>/dev/full"#, 0),
      (#""$0" frobnicate 2>&-"#, 64), (#""$0" outbox >&- 2>&-"#, 74),
    ])
  func unwritableErrors(script: String, code: Int32) async throws {
    let result = try await shell(script)
    #expect(result.killedBy == nil)
    #expect(result.exitCode == code, "\(script)")
  }
}

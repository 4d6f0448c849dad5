import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

/// The whole program in-process against a real HTTP server on 127.0.0.1: the transport's
/// delegate code (redirects, the size cap) runs in this process, where coverage can see it.
@MainActor
@Suite("Application against a loopback server", .tags(.loopback), .hangGuard)
struct LoopbackApplicationTests {
  let strata: InProcessStrata

  init() throws {
    var strata = try InProcessStrata()
    strata.commands = { _ in CommandList.withArticles }
    self.strata = strata
  }

  func run(_ arguments: [String], scenario: String) async throws -> (
    ExitCode, RecordingConsole, LoopbackServer
  ) {
    try await strata.run(arguments, against: scenario)
  }

  @Test("--verbose and --trace lines go through the redactor: an echoed token never prints")
  func logLinesAreRedacted() async throws {
    let (code, output, server) = try await run(
      ["articles", "--verbose", "--trace"], scenario: "echo-token-type")
    #expect(code == .dataError)
    #expect(server.requests().first?.authorization == "Bearer in-process-token")
    // The trace names the error the echo caused, with the token in it, and the console's
    // redactor is all that removes it.
    #expect(output.stderr.contains("failed: invalidResponse"))
    #expect(output.stderr.contains("<redacted>"))
    #expect(!(output.stdout + output.stderr).lowercased().contains("in-process-token"))
  }

  @Test("Follows a same-origin redirect, keeping the credentials")
  func followsRedirect() async throws {
    let (code, output, server) = try await run(
      ["articles", "--verbose"], scenario: "redirect-same-origin")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Articles 1–10 of 47"))
    #expect(output.stderr.contains("↪ redirected to \(server.baseURL)/moved/"))
    #expect(
      server.requests().map { $0.path.split(separator: "?").first ?? "" } == [
        "/posts", "/moved/posts",
      ])
    #expect(server.requests().allSatisfy { $0.authorization == "Bearer in-process-token" })
  }

  @Test("--verbose logs every attempt, with the token redacted")
  func verboseLogsEachAttempt() async throws {
    let (code, output, _) = try await run(["articles", "--verbose"], scenario: "flaky")
    #expect(code == .success)
    #expect(output.stderr.components(separatedBy: "→ GET").count == 3)
    #expect(output.stderr.contains("Authorization: <redacted>"))
    #expect(output.stderr.contains("← 503 GET"))
  }

  @Test("Strips the credentials from a redirect to another origin")
  func stripsCredentials() async throws {
    let (code, _, server) = try await run(["articles"], scenario: "redirect-cross-origin")
    #expect(code == .success)
    let requests = server.requests()
    #expect(requests.count == 2)
    #expect(requests.first?.authorization == "Bearer in-process-token")
    #expect(requests.last?.host?.hasPrefix("localhost:") == true)
    #expect(requests.last?.authorization == nil)
  }

  @Test("Stops reading a body past the size cap", arguments: ["huge", "huge-chunked"])
  func sizeCap(scenario: String) async throws {
    let (code, output, _) = try await run(["articles"], scenario: scenario)
    #expect(code == .dataError)
    #expect(output.stderr.contains("the response was larger than 4096 KiB"))
  }

  /// What a terminal would obey: ESC, a C1 control, a bidi override, BEL.
  static let controls: Set<UInt32> = [0x1B, 0x9B, 0x202E, 0x07, 0x08, 0x00]
}

import Domain
import Foundation
import TestSupport
import Testing

/// The built binary against a real HTTP server on 127.0.0.1, healthy and faulty. Each case
/// checks the contract's exit code, how many attempts the server saw, the message, that the
/// process did not crash, and that the token never reached the terminal.
@Suite("End to end: live server", .tags(.endToEnd, .loopback), .hangGuard)
struct LiveEndToEndTests {
  static let token = "s3cr3t-e2e-token-42"

  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  func strata(
    _ arguments: [String], server: LoopbackServer, token: String = LiveEndToEndTests.token,
    measuringMemory: Bool = false
  ) async throws -> ProcessResult {
    let run = measuringMemory ? StrataBinary.runMeasuringMemory : StrataBinary.run
    let result = try await run(
      arguments + ["--base-url", server.baseURL], home,
      ["STRATA_API_TOKEN": token])
    #expect(result.exitCode < 128, "strata crashed: \(result.stderr)")
    #expect(!result.allOutput.contains(token), "the token was printed")
    return result
  }

  /// One row of the fault matrix.
  struct Fault: Sendable, CustomTestStringConvertible {
    var scenario: String
    var exitCode: Int32
    var attempts: Int
    var message: String
    /// What is run; the app's first list when `nil`.
    var arguments: [String]? = nil

    init(
      _ scenario: String, _ exitCode: Int32, attempts: Int, _ message: String,
      arguments: [String]? = nil
    ) {
      self.scenario = scenario
      self.exitCode = exitCode
      self.attempts = attempts
      self.message = message
      self.arguments = arguments
    }

    var testDescription: String { scenario }
  }

  /// What the person reads, where several faults end the same way.
  enum Said {
    static let failing = "Error: The server is unavailable: the server answered HTTP 500."
    static let connectionLost = "Error: The server is unavailable: the connection was lost."
    static let timedOut = "Error: The server is unavailable: the request timed out."
    static let notUnderstood = "Error: The server's response could not be understood: "
    static let html = "the server sent text/html where JSON was expected."
    static let tooLarge = "the response was larger than 4096 KiB"
    static let notFollowed = "which Strata does not follow"
    static let badTotal = "its X-Total-Count header cannot be right"
    static let badToken =
      "Error: The server refused the credentials (HTTP 401): bad token\nSet STRATA_API_TOKEN to a "
      + "valid API token and try again."
  }

  /// Never buffer a body far over the cap: peak memory stays below the 64 MiB sent. A run that
  /// ended before its memory could first be read (a refusal, in milliseconds from a release
  /// build) held no body to measure; one that streams a body is always read.
  func expectBoundedMemory(_ result: ProcessResult, _ fault: Fault) {
    if let peak = result.peakMemoryBytes {
      #expect(peak < 64 * 1024 * 1024)
    } else {
      #expect(!fault.scenario.hasPrefix("huge"), "no peak memory read for \(fault.scenario)")
    }
  }

  @Test("Refuses plain http to a host that is not this machine, sending nothing")
  func refusesInsecureHTTP() async throws {
    let result = try await StrataBinary.run(
      ["sync", "--base-url", "http://example.com"], home: home)
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("plain http is allowed only for this machine"))
  }
}

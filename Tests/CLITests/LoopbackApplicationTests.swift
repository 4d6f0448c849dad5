import DomainMocks
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
    strata = try InProcessStrata(served: Served(resources: [Note.self]))
  }

  /// Board 1's notes on a loopback server: a writable collection, empty at first.
  static let notes = ["notes", "--board-id", "1"]

  func run(_ arguments: [String], scenario: String) async throws -> (
    ExitCode, RecordingConsole, LoopbackServer
  ) {
    let server = try await LoopbackServer.start(
      scenario, collections: ["/boards/1/notes"], in: strata.home)
    let (code, recording) = await strata.run(
      arguments + ["--base-url", server.baseURL],
      environment: ["STRATA_API_TOKEN": "in-process-token"])
    return (code, recording, server)
  }

  @Test("--verbose and --trace lines go through the redactor: an echoed token never prints")
  func logLinesAreRedacted() async throws {
    let (code, output, server) = try await run(
      Self.notes + ["--verbose", "--trace"], scenario: "echo-token-type")
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
    let (code, output, server) = try await run(Self.notes, scenario: "redirect-same-origin")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("No notes on page 1."))
    #expect(
      server.requests().map { $0.path.split(separator: "?").first ?? "" } == [
        "/boards/1/notes", "/moved/boards/1/notes",
      ])
    #expect(server.requests().allSatisfy { $0.authorization == "Bearer in-process-token" })
  }

  @Test("Strips the credentials from a redirect to another origin")
  func stripsCredentials() async throws {
    let (code, _, server) = try await run(Self.notes, scenario: "redirect-cross-origin")
    #expect(code == .success)
    #expect(server.requests().last?.authorization == nil)
  }

  @Test("Refuses to resend a write's body on a redirect")
  func refusesWriteRedirect() async throws {
    let (code, output, _) = try await run(
      ["note", "add", "--board-id", "1", "--title", "X"], scenario: "redirect-put")
    #expect(code == .dataError)
    #expect(output.stderr.contains("would lose its body"))
    // Set apart, and said so: it is not sent again, and may have been applied.
    #expect(output.stderr.contains("Change 1 is set apart in the outbox: it is not sent again."))
    #expect(output.stderr.contains("'strata outbox discard 1' drops it"))
  }

  @Test("Sends a write again, body and Idempotency-Key whole, where a 308 points on its origin")
  func resendsWriteOnPermanentRedirect() async throws {
    let (code, output, server) = try await run(
      // An attempt's timeout long enough that a busy machine cannot make it try again.
      ["note", "add", "--board-id", "1", "--title", "X", "--verbose", "--timeout", "300"],
      scenario: "redirect-slash")
    #expect(code == .success)
    let requests = server.requests()
    #expect(requests.map(\.path) == ["/boards/1/notes", "/boards/1/notes/"])
    #expect(requests.allSatisfy { $0.method == "POST" && $0.body?.contains("\"X\"") == true })
    #expect(requests[0].idempotencyKey != nil)
    #expect(requests[1].idempotencyKey == requests[0].idempotencyKey)
    #expect(requests[1].authorization == "Bearer in-process-token")
    #expect(output.stderr.contains("↪ redirected to \(server.baseURL)/boards/1/notes/"))
  }

  @Test("A write a 308 sends back to itself is sent six times at most, then set apart")
  func writeRedirectLoop() async throws {
    let (code, output, server) = try await run(
      // An attempt's timeout long enough that a busy machine cannot make it try again.
      ["note", "add", "--board-id", "1", "--title", "X", "--timeout", "300"],
      scenario: "redirect-loop")
    #expect(code == .dataError)
    #expect(output.stderr.contains("the server redirected more than 5 times"))
    #expect(server.requests().filter { $0.method == "POST" }.count == 6)
  }

  @Test("Shows the server's own words for a refused write, field by field, without escapes")
  func serverWords() async throws {
    let (code, output, _) = try await run(
      ["note", "add", "--board-id", "1", "--title", "X"], scenario: "fastapi-validation")
    #expect(code == .refused)
    #expect(
      output.stderr.contains(
        "The server refused the request (HTTP 422): title: [31mString should have at least 3 "
          + "characters"))
    #expect(!output.stderr.contains("\u{1B}"))
  }

  @Test("Stops reading a body past the size cap", arguments: ["huge", "huge-chunked"])
  func sizeCap(scenario: String) async throws {
    let (code, output, _) = try await run(Self.notes, scenario: scenario)
    #expect(code == .dataError)
    #expect(output.stderr.contains("the response was larger than 4096 KiB"))
  }

  /// What a terminal would obey: ESC, a C1 control, a bidi override, BEL.
  static let controls: Set<UInt32> = [0x1B, 0x9B, 0x202E, 0x07, 0x08, 0x00]

  @Test("Server text reaches the terminal with no control left in it")
  func neutralisesEscapes() async throws {
    let server = try await LoopbackServer.start(
      "escapes", collections: ["/boards/1/notes"], in: strata.home)
    let base = ["--base-url", server.baseURL]
    _ = await strata.run(["note", "add", "--board-id", "1", "--title", "Hello"] + base)
    let (code, output) = await strata.run(Self.notes + base)
    #expect(code == .success)
    #expect(!output.stdout.unicodeScalars.contains { Self.controls.contains($0.value) })
    #expect(!output.stderr.unicodeScalars.contains { Self.controls.contains($0.value) })
    #expect(output.stdout.contains("␛"))

    // --json keeps the server's text exactly, escaped by the encoder.
    let (jsonCode, json) = await strata.run(Self.notes + ["--json"] + base)
    #expect(jsonCode == .success)
    #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let title = (object["notes"] as? [[String: Any]])?.first?["title"] as? String
    #expect(title?.unicodeScalars.contains { $0.value == 0x1B } == true)
  }
}

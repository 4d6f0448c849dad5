import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TestSupport
import Testing

@testable import CLI

/// A resource's writes in-process against a real HTTP server on 127.0.0.1: redirects of a body,
/// and the server's own words for a refusal.
@MainActor
@Suite("Application against a loopback server: a resource", .tags(.loopback), .hangGuard)
struct ResourceLoopbackTests {
  let strata: InProcessStrata

  init() throws {
    strata = try InProcessStrata(served: Served(resources: [Note.self]))
  }

  /// Board 1's notes on a loopback server: a writable collection, empty at first.
  static let notes = ["notes", "--board-id", "1"]

  func run(_ arguments: [String], scenario: String) async throws -> (
    ExitCode, RecordingConsole, LoopbackServer
  ) {
    try await strata.run(arguments, against: scenario, collections: ["/boards/1/notes"])
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

  @Test("Server text reaches the terminal with no control left in it")
  func neutralisesEscapes() async throws {
    let server = try await LoopbackServer.start(
      "escapes", collections: ["/boards/1/notes"], in: strata.home)
    let base = ["--base-url", server.baseURL]
    _ = await strata.run(["note", "add", "--board-id", "1", "--title", "Hello"] + base)
    let (code, output) = await strata.run(Self.notes + base)
    #expect(code == .success)
    #expect(
      !output.stdout.unicodeScalars.contains {
        LoopbackApplicationTests.controls.contains($0.value)
      })
    #expect(
      !output.stderr.unicodeScalars.contains {
        LoopbackApplicationTests.controls.contains($0.value)
      })
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

import Domain
import DomainMocks
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

  /// The app's first listable resource: its list command and collection path; `nil` when none.
  static let resource: (list: [String], path: String)? = CommandSamples.resource(allowing: .list)
    .flatMap { model, path in CommandSamples.arguments(model, .list).map { ($0, path) } }

  /// The resource's list command; the tests that read it need a resource to list.
  var list: [String] {
    get throws { try #require(Self.resource).list }
  }

  /// A loopback server meeting `scenario`, serving the resource's collection.
  func server(_ scenario: String, token: String = "", ipv6: Bool = false) async throws
    -> LoopbackServer
  {
    try await LoopbackServer.start(
      scenario, token: token, ipv6: ipv6, collections: Self.resource.map { [$0.path] } ?? [],
      in: home)
  }

  /// The faults every request meets, met by a read of the app's first list.
  static let faults: [Fault] = [
    Fault("ok", 0, attempts: 1, "Backend: http://127.0.0.1:"),
    Fault("flaky", 0, attempts: 2, "Backend:"),
    Fault("rate-limited", 0, attempts: 2, "Backend:"),
    Fault("always-500", 69, attempts: 3, Said.failing),
    Fault("not-found", 1, attempts: 1, "Error: The server has no "),
    Fault("auth", 1, attempts: 1, Said.badToken),
    Fault(
      "malformed-json", 65, attempts: 1, Said.notUnderstood + "the response is not valid JSON."),
    Fault("html", 65, attempts: 1, Said.notUnderstood + Said.html),
    Fault(
      "hang", 69, attempts: 3, Said.timedOut,
      arguments: (resource?.list ?? []) + ["--timeout", "1"]),
    Fault("reset", 69, attempts: 3, Said.connectionLost),
    Fault("huge", 65, attempts: 1, Said.tooLarge),
    Fault("huge-chunked", 65, attempts: 1, Said.tooLarge),
    Fault("redirect-loop", 65, attempts: 6, "the server redirected more than 5 times"),
    Fault("redirect-other-host", 65, attempts: 1, Said.notFollowed),
    Fault(
      "redirect-ftp", 65, attempts: 1, Said.notFollowed + " (https, or http to this machine only)"),
    Fault("close-without-reply", 69, attempts: 3, Said.connectionLost),
    Fault("short-body", 69, attempts: 3, Said.connectionLost),
    Fault(
      "bad-gzip", 65, attempts: 1, "the reply was not valid HTTP, or its body could not be decoded"),
    Fault("echo-token", 69, attempts: 3, Said.failing),
  ]

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

  @Test(
    "Meets each fault with the contract's exit code and attempt count",
    .needsResource(allowing: .list),
    arguments: faults)
  func faultMatrix(fault: Fault) async throws {
    let server = try await server(fault.scenario, token: "expected-token")
    let arguments = try fault.arguments ?? list
    let result = try await strata(arguments, server: server, measuringMemory: true)
    #expect(result.exitCode == fault.exitCode, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(fault.message), "stderr: \(result.stderr)")
    // How long each attempt may take and how long the waits between them are is proven with
    // injected clocks (`TimeoutTransportTests`, `RetryingTransportTests`); here, the attempts
    // the server saw and the words of the outcome prove the same policy ran end to end.
    #expect(server.requests().count == fault.attempts)
    expectBoundedMemory(result, fault)
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

  @Test(
    "Waits as long as Retry-After asks before trying again",
    .needsResource(allowing: .list))
  func retryAfterIsHonoured() async throws {
    let server = try await server("rate-limited")
    let result = try await strata(list, server: server)
    #expect(result.exitCode == 0)
    #expect(result.duration >= .seconds(1))
  }

  @Test(
    "Connection refused is 'unavailable', after the retries",
    .needsResource(allowing: .list))
  func connectionRefused() async throws {
    let port = try LoopbackServer.closedPort()
    let result = try await StrataBinary.run(
      list + ["--base-url", "http://127.0.0.1:\(port)"], home: home,
      environment: ["STRATA_API_TOKEN": Self.token])
    #expect(result.exitCode == 69)
    #expect(
      result.stderr.contains("Error: The server is unavailable: could not connect to the server."))
  }

  @Test(
    "Two APIs on one host keep separate stores: --offline never shows one as the other",
    .needsResource(allowing: .list))
  func storesKeyedByWholeRoot() async throws {
    let server = try await server("ok")
    #expect(try await strata(list, server: server).exitCode == 0)
    let other = try await StrataBinary.run(
      list + ["--offline", "--base-url", server.baseURL + "/v2"], home: home)
    #expect(other.exitCode == 69)
    #expect(other.stderr.contains("Nothing is stored for"))
  }

  @Test(
    "IPv6 loopback works as the documentation says",
    .needsResource(allowing: .list))
  func ipv6Loopback() async throws {
    let server = try await server("ok", ipv6: true)
    #expect(server.baseURL.hasPrefix("http://[::1]:"))
    let result = try await strata(list, server: server)
    #expect(result.exitCode == 0, "\(result.stderr)")
  }

  @Test(
    "A redirect hop is logged with --verbose",
    .needsResource(allowing: .list))
  func redirectIsLogged() async throws {
    let server = try await server("redirect-same-origin")
    let result = try await strata(list + ["--verbose"], server: server)
    #expect(result.exitCode == 0)
    #expect(result.stderr.contains("↪ redirected to \(server.baseURL)/moved/"))
  }

  @Test(
    "Follows a redirect to another origin without the credentials",
    .needsResource(allowing: .list))
  func crossOriginRedirect() async throws {
    let server = try await server("redirect-cross-origin")
    let result = try await strata(list, server: server)
    #expect(result.exitCode == 0)
    let requests = server.requests()
    #expect(requests.count == 2)
    #expect(requests.first?.authorization == "Bearer \(Self.token)")
    #expect(requests.last?.host?.hasPrefix("localhost:") == true)
    #expect(requests.last?.authorization == nil)
  }

  @Test(
    "Follows a redirect on the same origin with the credentials",
    .needsResource(allowing: .list))
  func sameOriginRedirect() async throws {
    let server = try await server("redirect-same-origin")
    let result = try await strata(list, server: server)
    #expect(result.exitCode == 0)
    #expect(
      server.requests().map(\.authorization) == ["Bearer \(Self.token)", "Bearer \(Self.token)"])
  }

  @Test(
    "--verbose logs every attempt, with the token redacted",
    .needsResource(allowing: .list))
  func verboseIsRedacted() async throws {
    let server = try await server("flaky")
    let result = try await strata(list + ["--verbose"], server: server)
    #expect(result.exitCode == 0)
    #expect(result.stderr.components(separatedBy: "→ GET").count == 3)
    #expect(result.stderr.contains("Authorization: <redacted>"))
    #expect(result.stderr.contains("← 503 GET"))
  }

  @Test("Refuses plain http to a host that is not this machine, sending nothing")
  func refusesInsecureHTTP() async throws {
    let result = try await StrataBinary.run(
      ["sync", "--base-url", "http://example.com"], home: home)
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("plain http is allowed only for this machine"))
  }
}

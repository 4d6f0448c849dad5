import Domain
import Foundation
import TestSupport
import Testing

/// The built binary against a loopback server, through the app's first listable resource.
extension LiveEndToEndTests {
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

  @Test(
    "Connection refused is 'unavailable', after the retries",
    .needsResource(allowing: .list))
  func connectionRefused() async throws {
    let list = try list
    let result = try await LoopbackServer.withClosedPort { port in
      try await StrataBinary.run(
        list + ["--base-url", "http://127.0.0.1:\(port)"], home: home,
        environment: ["STRATA_API_TOKEN": Self.token])
    }
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
}

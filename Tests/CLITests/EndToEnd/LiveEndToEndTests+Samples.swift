import Domain
import DomainMocks
import Foundation
import TestSupport
import Testing

extension LiveEndToEndTests {
  /// The faults of the samples' routes: a profile, the articles' paging and totals.
  static let sampleFaults: [Fault] = [
    Fault(
      "wrong-shape", 65, attempts: 1,
      Said.notUnderstood + "field `id` has a value of the wrong type."),
    Fault(
      "redirect-other-host", 65, attempts: 1, "http://example.com/users/1, " + Said.notFollowed),
    Fault("total-overflow", 65, attempts: 1, Said.badTotal, arguments: ["articles"]),
    Fault("total-huge", 65, attempts: 1, Said.badTotal, arguments: ["sync"]),
    Fault("negative-ids", 0, attempts: 1, "Backend:", arguments: ["articles"]),
    Fault("number-overflow", 65, attempts: 1, "The server's response could not be understood"),
    Fault(
      "escapes-header", 65, attempts: 1, "the server sent text/html␛]0 where JSON was expected"),
  ]

  @Test("Meets each fault of the samples' routes as the contract says", arguments: sampleFaults)
  func sampleFaultMatrix(fault: Fault) async throws {
    let server = try await LoopbackServer.start(fault.scenario, token: "expected-token", in: home)
    let result = try await strata(
      fault.arguments ?? ["profile"], server: server, measuringMemory: true)
    #expect(result.exitCode == fault.exitCode, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(fault.message), "stderr: \(result.stderr)")
    // The attempts the server saw prove the retry policy ran end to end, as in `faultMatrix`.
    #expect(server.requests().count == fault.attempts)
    expectBoundedMemory(result, fault)
  }

  @Test("Sends the token, reads the total, and saves with one PUT of the whole profile")
  func successPaths() async throws {
    let server = try await LoopbackServer.start("auth", token: Self.token, in: home)
    let articles = try await strata(["articles", "--page", "5"], server: server)
    #expect(articles.exitCode == 0)
    #expect(articles.stdout.hasPrefix("Articles 41–47 of 47 · page 5 of 5"))

    let edit = try await strata(
      ["edit-profile", "--name", "Renamed User", "--json"], server: server)
    #expect(edit.exitCode == 0)
    let requests = server.requests()
    #expect(requests.map(\.method) == ["GET", "GET", "PUT"])
    #expect(requests.allSatisfy { $0.authorization == "Bearer \(Self.token)" })
    #expect(try #require(requests.last).bodyLength > 200)
    #expect(edit.stdout.contains("\"name\" : \"Renamed User\""))
  }

  @Test("SIGQUIT stops a sync as a person means it: exit 131, no crash report")
  func sigquitDuringSync() async throws {
    // Every answer after the first takes a minute, so the sync is surely still running when the
    // signal comes, however late a loaded machine lets this test see the second request.
    let server = try await LoopbackServer.start(
      "ok", articles: 120, latency: 60_000, latencyAfter: 1, in: home)
    let sync = try StrataBinary.start(["sync", "--base-url", server.baseURL], home: home)
    try await server.waitForRequests(count: 2)
    sync.send(SIGQUIT)
    let result = await sync.wait()
    #expect(result.killedBy == nil)
    #expect(result.exitCode == 131, "after \(result.duration); stderr: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    #expect(!result.stderr.contains("Backtrace"))
  }

  @Test("Syncs every page from a real server")
  func sync() async throws {
    let server = try await LoopbackServer.start("ok", articles: 250, in: home)
    let result = try await strata(["sync"], server: server)
    #expect(result.exitCode == 0)
    #expect(result.stdout == "Synced 250 articles (250 new) and the profile of Loopback User 1.\n")
    #expect(server.requests().filter { $0.path.hasPrefix("/posts") }.count == 3)
  }
}

import DomainMocks
import Foundation
import Networking
import TestSupport
import Testing

@testable import CLI

/// A session across the outbox: changes of `Note` queued, then sent by a sync while the session
/// expires, against a loopback server that signs in and renews as djangorestframework-simplejwt
/// does.
@MainActor
@Suite("Session commands: the outbox", .tags(.cliContract, .loopback), .hangGuard)
struct ResourceSessionTests {
  var strata: InProcessStrata
  let server: LoopbackServer

  init() async throws {
    strata = try InProcessStrata(served: Served(resources: [Note.self]))
    strata.signIn = SimpleJWTFlow()
    server = try await LoopbackServer.start(
      "jwt", collections: ["/boards/1/notes"], in: strata.home)
  }

  func run(_ arguments: String..., typing lines: [String] = []) async -> (
    ExitCode, RecordingConsole
  ) {
    await strata.run(arguments + ["--base-url", server.baseURL], typing: lines)
  }

  func signIn() async {
    let (code, output) = await run(
      "login", "--name", "ada", "--password-stdin", typing: ["pw-correct"])
    #expect(code == .success, "\(output.stderr)")
  }

  @Test("A sync of many queued changes across an expiry renews once, and sends each once")
  func oneRenewalPerExpiry() async throws {
    await signIn()
    for number in 1...20 {
      let (code, _) = await run(
        "note", "add", "--board-id", "1", "--title", "Note \(number)", "--offline")
      #expect(code == .success)
    }
    server.expire()
    let (code, output) = await run("sync")
    #expect(code == .success, "\(output.stderr)")
    #expect(server.renewals() == 1)
    let adds = server.requests().filter { $0.method == "POST" && $0.path == "/boards/1/notes" }
    #expect(Set(adds.compactMap(\.idempotencyKey)).count == 20)
    #expect(adds.filter { $0.authorization == "Bearer access-2" }.count == 20)
  }

  @Test("When the session cannot be renewed: exit 77, one sentence, and the changes wait")
  func sessionEnded() async throws {
    await signIn()
    let (added, _) = await run(
      "note", "add", "--board-id", "1", "--title", "Kept", "--offline")
    #expect(added == .success)
    server.expire(refreshToo: true)
    let (code, output) = await run("sync")
    #expect(code == .signedOut)
    #expect(output.stderr.contains("Error: Your session has ended: run 'strata login'."))
    let (_, outbox) = await run("outbox", "--json")
    #expect(outbox.stdout.contains("\"Kept\""))
    let (listed, _) = await run("notes", "--board-id", "1")
    #expect(listed == .signedOut)
  }
}

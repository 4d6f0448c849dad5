import Foundation
import Networking
import TestSupport
import Testing

@testable import CLI

/// `strata login`, `session` and `logout`, in-process, against a loopback server that signs in
/// and renews as djangorestframework-simplejwt does.
@MainActor
@Suite("Session commands", .tags(.cliContract, .loopback), .hangGuard)
struct SessionCommandsTests {
  var strata: InProcessStrata
  let server: LoopbackServer

  init() async throws {
    strata = try InProcessStrata()
    strata.commands = { _ in CommandList.withArticles }
    strata.signIn = SimpleJWTFlow()
    server = try await LoopbackServer.start("jwt", in: strata.home)
  }

  func run(_ arguments: String..., typing lines: [String] = [], environment: [String: String] = [:])
    async -> (ExitCode, RecordingConsole)
  {
    await strata.run(
      arguments + ["--base-url", server.baseURL], environment: environment, typing: lines)
  }

  func signIn() async {
    let (code, output) = await run(
      "login", "--name", "ada", "--password-stdin", typing: ["pw-correct"])
    #expect(code == .success, "\(output.stderr)")
  }

  @Test("Signs in with a password typed or piped, never shown, and says who is signed in")
  func signsIn() async throws {
    let (code, output) = await run("login", "--verbose", "--trace", typing: ["ada", "pw-correct"])
    #expect(code == .success)
    #expect(output.stdout == "Signed in as ada.\n")
    // The session's own requests are traced at the client's seam like any other.
    #expect(output.stderr.contains("RemoteAPIClient.send(FlowRequest<TokenGrant>: POST /api/token"))
    let (_, session) = await run("session", "--json")
    let json = try JSONSerialization.jsonObject(with: Data(session.stdout.utf8)) as? [String: Any]
    #expect(json?["signedIn"] as? Bool == true && json?["name"] as? String == "ada")
    let (listed, articles) = await run("articles", "--verbose", "--trace")
    #expect(listed == .success)
    #expect(server.requests().last?.authorization == "Bearer access-1")
    let printed = [output, session, articles].map { $0.stdout + $0.stderr }.joined()
    for secret in ["pw-correct", "access-1", "refresh-1"] { #expect(!printed.contains(secret)) }
  }

  @Test("A session's token that the server echoes is never printed; a 401 says to sign in")
  func echoedToken() async throws {
    await signIn()
    let (code, output) = await run("articles", "--page", "999", "--verbose")
    #expect(code == .refused)
    #expect(output.stderr.contains("Nothing for <redacted> at 999"))
    #expect(!(output.stdout + output.stderr).contains("access-1"))
    let (_, signedOut) = await run("logout")
    #expect(signedOut.stdout.hasPrefix("Signed out"))
    let (refused, hint) = await run("articles")
    #expect(refused == .refused)
    #expect(hint.stderr.contains("Sign in with 'strata login', and try again."))
  }

  @Test("A wrong password is refused in the server's words; nothing is kept")
  func wrongPassword() async {
    let (code, output) = await run("login", "--name", "ada", typing: ["pw-wrong"])
    #expect(code == .refused)
    #expect(output.stderr.contains("No active account found with the given credentials"))
    #expect(output.stderr.contains("not with <redacted>") && !output.stderr.contains("pw-wrong"))
    let (_, session) = await run("session")
    #expect(session.stdout == "Not signed in: 'strata login' signs in.\n")
  }

  @Test("Signing out revokes on the server, then the session is gone here")
  func signsOut() async {
    await signIn()
    let (code, output) = await run("logout")
    #expect(code == .success)
    #expect(output.stdout == "Signed out: the server ended the session.\n")
    #expect(server.requests().last?.path == "/api/token/blacklist/")
    let (_, again) = await run("logout")
    #expect(again.stdout == "Nobody was signed in.\n")
  }

  @Test("STRATA_API_TOKEN wins over a stored session, and session says so")
  func tokenWins() async {
    await signIn()
    let token = ["STRATA_API_TOKEN": "a-fixed-token"]
    let (_, session) = await run("session", environment: token)
    #expect(session.stdout == "Signed in as ada. STRATA_API_TOKEN is set, and is sent instead.\n")
    _ = await run("articles", environment: token)
    #expect(server.requests().last?.authorization == "Bearer a-fixed-token")
  }

  @Test("An app that does not sign in says so in one sentence")
  func noFlow() async {
    var strata = strata
    strata.signIn = nil
    let (code, output) = await strata.run(["login", "--base-url", server.baseURL])
    #expect(code == .usage)
    #expect(output.stderr.contains("needs an API that signs in"))
    let (_, session) = await strata.run(["session", "--base-url", server.baseURL])
    #expect(session.stdout == "Not signed in: the API takes STRATA_API_TOKEN, which is not set.\n")
  }
}

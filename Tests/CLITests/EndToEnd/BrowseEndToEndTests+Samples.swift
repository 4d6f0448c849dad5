import Domain
import DomainMocks
import Features
import Foundation
import TestSupport
import Testing

@testable import CLI

extension BrowseEndToEndTests {
  @Test(
    "A tour of the sandbox: list, more pages, an article, a lone Esc, profile, form, sync, keys")
  func tour() async throws {
    let session = try await TerminalSession.start(["browse"], home: home)
    try await session.openArticles()
    try await session.waitFor("Articles · 10 of 50")
    for _ in 1...10 { try await session.type("j") }
    try await session.waitFor(" › 11   ")
    try await session.waitFor("Articles · 20 of 50")
    try await session.press("Enter")
    try await session.waitFor("Strata · Article 11")
    // A lone Escape: nothing follows it, and it must not wait for a sequence for ever.
    try await session.press("Escape")
    try await session.waitFor("Articles · 20 of 50")
    try await session.type("p")
    try await session.waitFor("Amara Okafor")
    try await session.type("e")
    try await session.waitFor(" › Name")
    try await session.press("Tab", "C-u")
    try await session.type("not-an-email")
    try await session.waitFor("The email address must look like name@example.com.")
    try await session.press("Escape")
    try await session.waitFor("e edit")
    try await session.press("Escape")
    try await session.type("s")
    try await session.waitFor("Synced 50 articles")
    try await session.press("Escape")
    try await session.type("?")
    try await session.waitFor("show these keys")
    try await quitToShell(session)
  }

  @Test(
    "Against a failing server: the error's sentence, r retries, and q exits 0", .tags(.loopback))
  func failingServer() async throws {
    let server = try await LoopbackServer.start("always-500", in: home)
    let session = try await TerminalSession.start(
      ["browse", "--base-url", server.baseURL], home: home)
    try await session.openArticles()
    try await session.waitFor("The server is unavailable: the server answered HTTP 500.")
    try await session.waitFor("Press r to try again.")
    let attempts = server.requests().count
    try await session.type("r")
    // The reload shows "Loading articles…" for as long as its three attempts take; rather than
    // race a loaded machine to see it, wait for the server to have had them all.
    let deadline = ContinuousClock.now + TerminalSession.hangGuard
    while server.requests().count < attempts * 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(server.requests().count == attempts * 2)
    try await session.waitFor("Press r to try again.")
    try await session.type("q")
    try await expectExit(session)
  }
}

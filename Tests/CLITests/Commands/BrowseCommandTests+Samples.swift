import Domain
import DomainMocks
import FeaturesMocks
import Foundation
import NetworkingMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

@testable import CLI

extension BrowseCommandTests {
  /// Opens the articles from the home screen the app starts on.
  func openArticles() async throws {
    try await terminal.waitForText("   Articles")
    terminal.press(.down, .enter)
  }

  /// Runs another command on the same data directory, as a person would after quitting.
  func runAfterwards(_ arguments: String...) async -> (ExitCode, RecordingConsole) {
    let recording = RecordingConsole()
    let application = Application(
      environment: ["STRATA_DATA_DIR": home.appending("data").path],
      console: recording.console, passwordDatabaseHome: { nil })
    return (await application.run(arguments), recording)
  }

  @Test("An edit made in the app is kept: the profile command shows it afterwards")
  func editIsKept() async throws {
    let (run, _) = start("browse")
    try await openArticles()
    try await terminal.waitForText("Articles · 10 of 50")
    terminal.type("p")
    try await terminal.waitForText("Amara Okafor")
    terminal.type("e")
    terminal.press(.control("u"))
    terminal.type("Amara O.")
    terminal.press(.enter)
    try await terminal.waitForText("Saved.")
    terminal.press(.escape)
    terminal.type("q")
    #expect(await run.value == .success)

    let (code, output) = await runAfterwards("profile")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("Amara O. (@amara)"))
  }

  @Test("A bookmark made in the app is kept: the bookmarks command lists it, offline too")
  func bookmarkIsKept() async throws {
    let (run, _) = start("browse")
    try await openArticles()
    try await terminal.waitForText("Articles · 10 of 50")
    terminal.press(.down, .down)
    terminal.type("b")
    try await terminal.waitForText("Bookmarked article 3.")
    terminal.type("q")
    #expect(await run.value == .success)

    let (code, output) = await runAfterwards("bookmarks", "--offline")
    #expect(code == .success)
    #expect(output.stdout.hasPrefix("1 bookmark\n\n  3  The composition root is a place"))
  }
}

import Domain
import DomainMocks
import Features
import FeaturesMocks
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

/// The edit form, typed into: validation as you type, one request on Enter, none on Esc.
@MainActor
@Suite("Edit profile flow", .hangGuard)
struct EditProfileFlowTests: FlowSuite {
  let fixture = Fixture()

  init() {
    fixture.articles.serve(totalCount: 25)
    fixture.users.user.returns(Fetched(.mock))
  }

  /// Runs the app and opens the form on the profile of ``User/mock``.
  func openForm() async throws -> Task<BrowseApp.Exit, any Error> {
    let run = fixture.run(fixture.app())
    try await terminal.waitForText("Articles · 10 of 25")
    terminal.type("p")
    try await terminal.waitForText("Ada Lovelace")
    terminal.type("e")
    try await terminal.waitForText(" › Name   Ada Lovelace▏")
    return run
  }

  @Test("Shows an invalid field's error as it is typed, and sends nothing until it is valid")
  func validatesAsYouType() async throws {
    let run = try await openForm()
    terminal.press(.tab, .control("u"))
    terminal.type("nope")
    try await terminal.waitForText("The email address must look like name@example.com.")
    terminal.press(.enter)
    terminal.type("@x.org")
    try await terminal.waitForScreen { !$0.joined().contains("must look like") }
    #expect(fixture.users.updateProfile.calls.isEmpty)

    var saved = User.mock
    saved.email = "nope@x.org"
    fixture.users.updateProfile.returns(Written(sent: saved))
    fixture.users.user.returns(Fetched(saved))
    terminal.press(.enter)
    try await terminal.waitForText("Saved.")
    #expect(
      fixture.users.updateProfile.calls == [
        .init(id: 1, update: try ProfileUpdate(email: "nope@x.org"))
      ])

    // Back on the profile, it is read again and shows the saved address.
    terminal.press(.escape)
    try await terminal.waitForText("Email     nope@x.org")
    try await expectQuits(run)
    #expect(fixture.users.user.calls.count == 2)
  }

  @Test("Esc leaves the form without sending anything")
  func escapeCancels() async throws {
    let run = try await openForm()
    terminal.type("ne Byron")
    try await terminal.waitForText("Ada Lovelacene Byron▏")
    terminal.press(.escape)
    try await terminal.waitForText("e edit")
    try await expectQuits(run)
    #expect(fixture.users.updateProfile.calls.isEmpty)
  }

  @Test("Letters go into the field: q types a q, and Ctrl-C still quits")
  func lettersAreTyped() async throws {
    let run = try await openForm()
    terminal.type("q?")
    try await terminal.waitForText("Ada Lovelaceq?▏")
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
    #expect(terminal.restoreCount == 1)
  }

  @Test("A refused save shows the server's answer in the form")
  func refused() async throws {
    fixture.users.updateProfile.fails(with: .rejected(statusCode: 422, message: nil))
    let run = try await openForm()
    terminal.press(.backspace)
    terminal.press(.enter)
    try await terminal.waitForText("The server refused the request (HTTP 422).")
    terminal.type("q")
    terminal.press(.escape)
    try await expectQuits(run)
    #expect(fixture.users.updateProfile.calls.count == 1)
  }

  @Test("Enter with nothing changed says so and sends nothing")
  func nothingChanged() async throws {
    let run = try await openForm()
    terminal.press(.enter)
    try await terminal.waitForText(UserFacingError(ProfileValidationError.nothingToChange).message)
    terminal.press(.escape)
    try await expectQuits(run)
    #expect(fixture.users.updateProfile.calls.isEmpty)
  }
}

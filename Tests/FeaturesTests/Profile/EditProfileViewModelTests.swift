import Domain
import DomainMocks
import Features
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Edit profile view model", .hangGuard)
struct EditProfileViewModelTests {
  let repository = MockUserRepository()

  @Test("Refuses invalid input before sending anything")
  func validatesBeforeSending() async {
    let sut = EditProfileViewModel(userID: 1, repository: repository, name: "  ", email: "ada@")
    await sut.save()
    #expect(repository.updateProfile.calls.isEmpty)
    #expect(
      sut.fieldErrors == [
        .name: "The name must not be empty.",
        .email: "The email address must look like name@example.com.",
      ])
    #expect(
      sut.state
        == .failed(
          UserFacingError(
            category: .invalidInput,
            message:
              "The name must not be empty. The email address must look like name@example.com.")))
  }

  @Test("Refuses an edit that changes nothing")
  func nothingToChange() async {
    let sut = EditProfileViewModel(userID: 1, repository: repository)
    await sut.save()
    #expect(
      sut.state.error
        == UserFacingError(
          category: .invalidInput,
          message: "Nothing to change: give a new name, a new email, or both."))
    #expect(repository.updateProfile.calls.isEmpty)
  }

  @Test("Saves valid input, trimmed, showing loading meanwhile", .tags(.inFlight))
  func savesValidInput() async throws {
    let gate = Gate()
    let saved = try ProfileUpdate(name: "Ada King").applied(to: .mock)
    repository.updateProfile.answers { _ in
      try? await gate.pass()
      return Written(sent: saved)
    }
    let sut = EditProfileViewModel(userID: 1, repository: repository, name: " Ada King ")

    let saving = Task { await sut.save() }
    await gate.waitForArrivals()
    #expect(sut.state == .loading)
    // Save pressed again while the first save runs, the name emptied meanwhile: nothing more is
    // sent, and nothing is checked or shown until the first save ends.
    sut.name = ""
    await sut.save()
    #expect(sut.state == .loading)
    sut.name = " Ada King "
    gate.open()
    await saving.value

    #expect(sut.state == .loaded(Written(sent: saved), notices: []))
    #expect(
      repository.updateProfile.calls == [.init(id: 1, update: try ProfileUpdate(name: "Ada King"))])
  }

  @Test("Shows the server's refusal")
  func serverRefusal() async {
    repository.updateProfile.fails(with: .unauthorized(statusCode: 403))
    let sut = EditProfileViewModel(userID: 1, repository: repository, email: "ada@example.org")
    await sut.save()
    #expect(sut.state.error == UserFacingError(.unauthorized(statusCode: 403)))
    #expect(sut.state.error?.category == .unauthorized)
  }

  @Test("Field errors clear once the draft is fixed")
  func fieldErrorsClear() {
    let sut = EditProfileViewModel(
      userID: 1, repository: repository, name: String(repeating: "x", count: 101))
    #expect(sut.validate() == nil)
    #expect(sut.fieldErrors == [.name: "The name must be at most 100 characters."])
    sut.name = "Ada"
    #expect(sut.validate() != nil)
    #expect(sut.fieldErrors.isEmpty)
  }

  @Test("Observed as SwiftUI observes it: typing, then validating on change, then saving")
  func observed() async {
    repository.updateProfile.returns(Written(sent: .mock))
    let sut = EditProfileViewModel(userID: 1, repository: repository)
    // What EditProfileView's body reads (docs/swiftui.md): the fields, their errors, canSave.
    let view = ObservedView(sut) { model in
      let errors = model.fieldErrors.keys.map(\.rawValue).sorted().joined(separator: ",")
      return "\(model.email ?? "-") [\(errors)] \(model.canSave) \(model.state.phase)"
    }
    sut.email = "ada@"
    #expect(view.redraw())
    sut.validate()  // .onChange(of: form.email)
    #expect(view.redraw())
    sut.email = "ada@example.com"
    sut.validate()
    #expect(view.redraw())
    await sut.save()
    #expect(view.redraw())
    #expect(!view.redraw())
    #expect(
      view.frames == [
        "- [] false idle", "ada@ [] false idle", "ada@ [email] false idle",
        "ada@example.com [] true idle", "ada@example.com [] true loaded",
      ])
  }
}

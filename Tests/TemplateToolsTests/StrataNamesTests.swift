import Foundation
import Testing

@testable import TemplateTools

/// SwiftUI blocks, which cannot be compiled here: the Strata names they use must still exist.
@Suite("Strata names in SwiftUI blocks")
struct StrataNamesTests {
  let known = StrataNames(
    types: ["EditProfileViewModel", "ProfileViewModel"], members: ["canSave", "state", "load"])

  func problems(_ code: String) -> [String] {
    known.problems(in: code, of: code, root: packageRoot)
  }

  @Test("A block of known names passes")
  func knownNames() {
    let code = """
      struct EditView: View {
        @Bindable var form: EditProfileViewModel
        var body: some View { Button("Save") {}.disabled(!form.canSave) }
      }
      """
    #expect(problems(code).isEmpty)
  }

  @Test("A member the view model lacks is named")
  func missingMember() {
    let code = "@Bindable var form: EditProfileViewModel\nlet x = form.isSaveable"
    #expect(
      problems(code) == [
        "'form.isSaveable': EditProfileViewModel has no public member 'isSaveable'"
      ])
  }

  @Test("An environment value is typed by its key")
  func environment() {
    let code = "@Environment(ProfileViewModel.self) private var model\nlet x = model.reload()"
    #expect(
      problems(code).contains("'model.reload': ProfileViewModel has no public member 'reload'"))
  }

  @Test("An unknown capitalised name is named")
  func unknownName() {
    #expect(problems("let v = ProfileCard(user: user)").count == 1)
  }

  @Test("Strings and comments are not code, but interpolations are")
  func stringsAndComments() {
    let code =
      "// ProfileCard is only words here\nlet a = \"ProfileCard\"\nlet b = \"\\(Missing.value)\""
    let found = problems(code)
    #expect(found.count == 1)
    #expect(found.first?.contains("'Missing'") == true)
  }
}

import Domain
import DomainMocks
import FeaturesMocks
import NetworkingMocks
import Testing

@testable import CLI

extension CommandLineParserTests {
  @Test("The samples' commands have the contract's defaults")
  func sampleDefaults() throws {
    #expect(try run(ProfileCommand.self, "profile").0.userID == 1)
    #expect(try run(ArticlesCommand.self, "articles").0.request == .first)
    #expect(try run(SyncCommand.self, "sync").0.userID == 1)
  }

  @Test(
    "Refuses the samples' wrong arguments with one sentence",
    arguments: [
      (["profile", "--user", "one"], "--user must be a whole number from 1, not 'one'."),
      (["profile", "--user", "0"], "--user must be a whole number from 1, not '0'."),
      (["edit-profile", "--user", "2"], "Say what to change: --name, --email, or both."),
    ])
  func sampleUsageErrors(arguments: [String], message: String) {
    usageErrors(arguments: arguments, message: message)
  }

  @Test("Reads edit-profile's fields, keeping their text as typed")
  func editProfile() throws {
    let command = try run(
      EditProfileCommand.self, "edit-profile", "--user", "3", "--name", "  Ada  ",
      "--email=a@b.co"
    ).0
    #expect(command.userID == 3)
    #expect(command.name == "  Ada  ")
    #expect(command.email == "a@b.co")
  }
}

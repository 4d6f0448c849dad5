import Features
import Repositories

/// `strata edit-profile [--user ID] [--name NAME] [--email EMAIL]`: change a profile.
struct EditProfileCommand: Command {
  static let user = Option<Int>.positiveInteger(
    "--user", valueName: "ID", help: "The user to change.", default: 1)
  static let name = Option<String?>.text(
    "--name", valueName: "NAME", help: "The new name: not empty, at most 100 characters.")
  static let email = Option<String?>.text(
    "--email", valueName: "EMAIL", help: "The new email address.")

  static let definition = CommandDefinition(
    name: "edit-profile", summary: "Change a user's name or email.",
    discussion: "Change a user's name, email, or both. The input is checked first and nothing "
      + "is sent if it is invalid; then the current profile is read, changed and sent back with "
      + "one PUT that keeps every field of the server's that Strata does not know. When the "
      + "server cannot be reached (or with --offline), the change waits in the outbox, and "
      + "'strata sync' sends it.",
    options: [user.declaration, name.declaration, email.declaration], worksOffline: true)

  let userID: Int
  let name: String?
  let email: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    userID = try arguments.value(of: Self.user)
    name = try arguments.value(of: Self.name)
    email = try arguments.value(of: Self.email)
    guard name != nil || email != nil else {
      throw UsageError(
        message: "Say what to change: --name, --email, or both.", command: Self.definition.name)
    }
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = EditProfileViewModel(
      userID: userID, repository: context.dependencies.users, name: name, email: email)
    await context.drive("EditProfileViewModel.save()", reporting: viewModel.state) {
      await viewModel.save()
    }
    let code = context.present(viewModel.state, write: true, text: context.renderer.saved) {
      written in
      JSONOutput.SavedProfile(written, userID: userID)
    }
    context.reportAfterWrite(viewModel.state.value)
    return code
  }
}

import Features
import Networking

/// `strata profile [--user ID]`: one user's profile.
struct ProfileCommand: Command {
  static let user = Option<Int>.positiveInteger(
    "--user", valueName: "ID", help: "The user to show.", default: 1)

  static let definition = CommandDefinition(
    name: "profile", summary: "Show a user's profile.", options: [user.declaration],
    worksOffline: true)

  let userID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    userID = try arguments.value(of: Self.user)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ProfileViewModel(
      userID: userID, repository: context.dependencies.users, policy: context.policy)
    await context.drive("ProfileViewModel.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(
      viewModel.state, text: context.renderer.profile, json: JSONOutput.UserObject.init)
  }
}

import Features

/// `strata sync [--user ID]`: store the profile and every article for offline use.
struct SyncCommand: Command {
  static let user = Option<Int>.positiveInteger(
    "--user", valueName: "ID", help: "Whose profile to store.", default: 1)

  static let definition = CommandDefinition(
    name: "sync", summary: "Store the profile and every article for offline use.",
    discussion: "Store the profile and every article for offline use, four pages at a time. "
      + "The previous copy is replaced only once everything has arrived. Progress is shown on "
      + "a terminal.",
    options: [user.declaration], worksOffline: false)

  let userID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    userID = try arguments.value(of: Self.user)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = SyncViewModel(userID: userID, service: context.dependencies.sync)
    let progressLine =
      context.console.errorIsTerminal
      ? ProgressLine(viewModel, context.console, context.renderer) : nil
    progressLine?.start()
    await context.drive("SyncViewModel.sync()", reporting: viewModel.state) {
      await viewModel.sync()
    }
    progressLine?.finish()
    return context.present(
      viewModel.state, text: context.renderer.syncSummary, json: JSONOutput.SyncObject.init)
  }
}

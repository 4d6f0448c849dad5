import Features
import Repositories

/// `strata sync [--user ID]`: store the profile and every article for offline use.
struct SyncCommand: Command {
  static let user = Option<Int>.positiveInteger(
    "--user", valueName: "ID", help: "Whose profile to store.", default: 1)

  static let definition = CommandDefinition(
    name: "sync", summary: "Store the profile and every article for offline use.",
    discussion: "Send the changes waiting in the outbox, in order, then store the profile and "
      + "every article for offline use, four pages at a time, and read again every list and "
      + "item of other resources read before. The previous copy is replaced only once "
      + "everything has "
      + "arrived. Progress is shown on a terminal. A change the server refuses, or that meets "
      + "a conflict, stays in the outbox and makes the sync exit 1; an unreachable server stops "
      + "the sending, and what is left waits (69).",
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
    let code = context.present(
      viewModel.state, text: context.renderer.syncSummary, json: JSONOutput.SyncObject.init)
    // A change refused or in conflict is the sync's failure to send it, though all else worked.
    if code == .success, let report = viewModel.state.value?.outbox,
      !report.conflicts.isEmpty || !report.refused.isEmpty
    {
      return .refused
    }
    return code
  }
}

import Features
import Repositories

/// `strata sync`: send the outbox, then store for offline use what the app keeps.
struct SyncCommand: Command {
  static let definition = CommandDefinition(
    name: "sync", summary: "Send the outbox, then store what the app keeps for offline use.",
    discussion: "Send the changes waiting in the outbox, in order, then read again, for offline "
      + "use, every list and item of the resources read before"
      + sampleDiscussion
      + ". Each copy is replaced only once all of it has arrived. Progress is shown on a "
      + "terminal. A change the server refuses, or that meets a conflict, stays in the outbox "
      + "and makes the sync exit 1; an unreachable server stops the sending: what went before "
      + "is said, and what is left waits (69).",
    options: [
      user.declaration
    ], worksOffline: false)

  let userID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    userID = try arguments.value(of: Self.user)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let service = context.dependencies.sync(
      userID: userID
    )
    let viewModel = SyncViewModel(service: service)
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
    // A failed sync still says what it sent, which is on the server now, and what still waits.
    if case .failed = viewModel.state, let sent = viewModel.sent,
      let line = context.renderer.outboxReport(sent)
    {
      context.console.printError(line)
    }
    context.noteChangesWaitingElsewhere()
    // A change refused or in conflict is the sync's failure to send it, though all else worked.
    if code == .success, let report = viewModel.state.value?.outbox,
      !report.conflicts.isEmpty || !report.refused.isEmpty
    {
      return .refused
    }
    return code
  }
}

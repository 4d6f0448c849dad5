import Domain
import Features

/// `strata outbox`: the changes waiting to be sent.
struct OutboxCommand: Command {
  static let definition = CommandDefinition(
    name: "outbox", summary: "List the changes waiting to be sent.",
    discussion: "List the changes waiting to be sent, oldest first: those made with --offline or "
      + "while the server could not be reached, and those the server refused or that met a "
      + "conflict. 'strata sync' sends them; 'strata outbox discard <id>' drops one. Nothing is "
      + "sent.",
    worksOffline: true)

  init(_ arguments: ParsedArguments) throws(UsageError) {}

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = OutboxViewModel(outbox: context.dependencies.outbox)
    await context.drive("OutboxViewModel.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    let unreadable = viewModel.unreadable
    let code = context.present(
      viewModel.state, text: { context.renderer.outbox($0, unreadable: unreadable) },
      json: { JSONOutput.outbox($0, unreadable: unreadable) })
    context.noteChangesWaitingElsewhere()
    return code
  }
}

/// `strata outbox discard <id>`: drops a change without sending it.
struct OutboxDiscardCommand: Command {
  static let id = Argument<Int>.positiveInteger("id", help: "The change to drop.")

  static let definition = CommandDefinition(
    name: "outbox discard", summary: "Drop a change without sending it.",
    discussion: "Drop a waiting change without sending it: a conflict you resolved by hand, a "
      + "change the server refused, one that cannot be read, one you no longer want. Nothing is "
      + "sent. A change that no longer waits (it was sent) cannot be dropped: exit 1; while a "
      + "sync is sending, it waits for it, then exits 75.",
    arguments: [id.declaration], worksOffline: true)

  let changeID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    changeID = try arguments.value(of: Self.id)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = OutboxViewModel(outbox: context.dependencies.outbox)
    await context.drive("OutboxViewModel.discard(\(changeID))", reporting: viewModel.discarding) {
      await viewModel.discard(changeID)
    }
    let exit = context.present(
      viewModel.discarding,
      text: { $0.map(context.renderer.discarded) ?? "Nothing was discarded." },
      json: { change in
        JSONOutput.Object(values: [
          "id": .integer(changeID), "discarded": .boolean(change != nil),
        ])
      })
    guard exit == .success, case .loaded(nil, _) = viewModel.discarding else { return exit }
    context.console.printError(
      "Error: No change \(changeID) waits in the outbox (it was sent, or discarded, or never "
        + "made), so nothing was discarded. 'strata outbox' lists what waits.")
    return .refused
  }
}

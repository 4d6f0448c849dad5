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
    return context.present(viewModel.state, text: context.renderer.outbox, json: JSONOutput.outbox)
  }
}

/// `strata outbox discard <id>`: drops a change without sending it.
struct OutboxDiscardCommand: Command {
  static let id = Argument<Int>.positiveInteger("id", help: "The change to drop.")

  static let definition = CommandDefinition(
    name: "outbox discard", summary: "Drop a change without sending it.",
    discussion: "Drop a waiting change without sending it: a conflict you resolved by hand, a "
      + "change the server refused, one you no longer want. Nothing is sent.",
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
    return context.present(viewModel.discarding, text: context.renderer.discarded) { change in
      JSONOutput.Object(values: [
        "id": .integer(changeID), "discarded": .boolean(change != nil),
      ])
    }
  }
}

import Domain
import Features

/// `strata outbox`: the changes waiting to be sent.
struct OutboxCommand: Command {
  /// The most a page may hold: an outbox rarely holds more; a longer one shows a page at a time.
  static let perPage = PageOptions.perPage(
    "changes", default: PageRequest.allowedPerPage.upperBound)

  static let definition = CommandDefinition(
    name: "outbox", summary: "List the changes waiting to be sent.",
    discussion: "List the changes waiting to be sent, oldest first: those made with --offline or "
      + "while the server could not be reached, and those the server refused or that met a "
      + "conflict. 'strata sync' sends them; 'strata outbox discard <id>' drops one. Nothing is "
      + "sent. The text shows \(PageRequest.allowedPerPage.upperBound) changes a page; --json "
      + "lists every change unless --page or --per-page is given.",
    options: [PageOptions.page.declaration, perPage.declaration], worksOffline: true)

  /// The page the text shows.
  let page: PageRequest
  /// Whether `--page` or `--per-page` was given; if not, `--json` lists every change.
  let pageGiven: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    page = try PageOptions.request(
      arguments, command: Self.definition.name,
      defaultPerPage: PageRequest.allowedPerPage.upperBound)
    pageGiven = PageOptions.isGiven(in: arguments)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = OutboxViewModel(outbox: context.dependencies.outbox)
    let asked = context.settings.json && !pageGiven ? nil : page
    await context.drive("OutboxViewModel.load()", reporting: viewModel.state) {
      await viewModel.load(asked)
    }
    let code = context.present(
      viewModel.state, text: context.renderer.outbox, json: JSONOutput.outbox)
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

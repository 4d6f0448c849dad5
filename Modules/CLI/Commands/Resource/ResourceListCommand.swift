import Domain
import Features
import Networking
import Repositories

/// `strata todos [--user-id N] [--page N] [--per-page N]`: one page of any resource's collection.
struct ResourceListCommand<Model: AppResource>: Command {
  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: names.listCommand, summary: "List the \(Model.pluralWords).",
      discussion: "List one page of the \(Model.pluralWords) at \(Model.route.collection), "
        + "with the total when the server gives it. A \(Model.singularWords) with a change "
        + "waiting to be sent is marked ~ (\"pending\": true with --json); one added here and "
        + "not sent yet has no identifier of the server's, and is shown as + and its change's "
        + "number (+3), which the other commands take in place of an identifier."
        + (byCursor
          ? " The API pages them by cursor: page N is read from page 1, one request a page, "
            + "so --page goes to \(Paging.deepestCursorPage) at most." : ""),
      options: ResourceOptions<Model>.address.map(\.declaration) + [
        PageOptions.page.declaration, PageOptions.perPage(Model.pluralWords).declaration,
      ],
      worksOffline: true)
  }

  let address: Model.Address
  let request: PageRequest

  init(_ arguments: ParsedArguments) throws(UsageError) {
    address = try ResourceOptions<Model>.fullAddress(arguments, command: Self.definition.name)
    request = try PageOptions.request(arguments, command: Self.definition.name)
    if Self.byCursor, request.page > Paging.deepestCursorPage {
      throw UsageError(
        message: "The \(Model.pluralWords) are paged by cursor, one request a page from page 1: "
          + "--page must be from 1 to \(Paging.deepestCursorPage).",
        command: Self.definition.name)
    }
  }

  /// Whether the API pages the collection by cursor, so that page N is reached from page 1.
  private static var byCursor: Bool {
    (Model.route.paging ?? Dependencies.apiPaging).cursorParameter != nil
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ListViewModel(
      repository: context.dependencies.resource(Model.self), address: address,
      firstPage: request, policy: context.policy)
    await context.drive("ListViewModel<\(Model.self)>.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(
      viewModel.state, text: { context.renderer.list($0, address: address) },
      json: JSONOutput.list)
  }
}

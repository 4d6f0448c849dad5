import Domain
import Features
import Repositories

/// `strata todos [--user-id N] [--page N] [--per-page N]`: one page of a resource's collection,
/// for any resource.
struct ResourceListCommand<Model: Resource>: Command {
  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: names.listCommand, summary: "List the \(names.pluralWords).",
      discussion: "List one page of the \(names.pluralWords) at \(Model.schema.collection), "
        + "with the total when the server gives it. A \(names.singularWords) with a change "
        + "waiting to be sent is marked ~ (\"pending\": true with --json).",
      options: ResourceOptions<Model>.collection.map(\.declaration) + [
        PageOptions.page.declaration, PageOptions.perPage(names.pluralWords).declaration,
      ],
      worksOffline: true)
  }

  let collection: PathValues
  let request: PageRequest

  init(_ arguments: ParsedArguments) throws(UsageError) {
    collection = try ResourceOptions<Model>.collectionValues(
      arguments, options: ResourceOptions<Model>.collection)
    request = try PageOptions.request(arguments, command: Self.definition.name)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ListViewModel(
      repository: context.dependencies.resource(Model.self), collection: collection,
      firstPage: request, policy: context.policy)
    await context.drive("ListViewModel<\(Model.self)>.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(viewModel.state, text: context.renderer.list, json: JSONOutput.list)
  }
}
